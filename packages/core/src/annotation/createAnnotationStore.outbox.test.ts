import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../session/KeyValueStorage';
import { createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { outboxStorageKey } from './createResponseOutbox';
import { settle, setupWorkflow } from './testing/setupWorkflow';

function onlineSignal(initially: boolean) {
  let online = initially;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(value: boolean) {
      online = value;
      listeners.forEach((listener) => listener());
    },
  };
}

/** A fake server whose response writes fail with a network error while `offline.value` is true. */
function flakyServer(count: number) {
  const fake = createFakeRecordServer(count);
  const offline = { value: false };
  const original = fake.server.fetch;
  const fetch: typeof original = async (input, init) => {
    if (offline.value && String(input).includes('/responses')) throw new TypeError('Failed to fetch');
    return original(input, init);
  };
  return {
    fake: { ...fake, client: createApiClient({ fetch, getCredentials: () => ({ token: 'jwt' }) }) },
    offline,
  };
}

describe('response outbox', () => {
  it('keeps an answer that failed for a network reason, moves on, and sends it when the connection returns', async () => {
    const { fake, offline } = flakyServer(3);
    const storage = createMemoryStorage();
    const online = onlineSignal(true);
    const { state, responses } = setupWorkflow(3, { fake, storage, online });
    await state().load();
    offline.value = true;
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    expect(state().error).toBeNull();
    expect(state().outboxSize).toBe(1);
    expect(state().page).toBe(2);
    expect(JSON.parse(storage.getItem(outboxStorageKey('d-1', 'u-1'))!)).toMatchObject([
      {
        recordId: 'rec-1',
        responseId: null,
        body: { status: 'submitted', values: { sentiment: { value: 'positive' } } },
      },
    ]);

    online.set(false);
    offline.value = false;
    online.set(true);
    await settle(50);
    expect(state().outboxSize).toBe(0);
    expect(responses.get('rec-1')?.status).toBe('submitted');
    expect(storage.getItem(outboxStorageKey('d-1', 'u-1'))).toBeNull();
    await state().previous();
    expect(state().record?.response?.id).toBe('resp-1');
  });

  it('keeps a draft that failed for a network reason without reporting errors.saving', async () => {
    const { fake, offline } = flakyServer(2);
    const { state } = setupWorkflow(2, { fake });
    await state().load();
    offline.value = true;
    state().setAnswer('sentiment', 'positive');
    await state().saveDraft();
    expect(state().error).toBeNull();
    expect(state().outboxSize).toBe(1);
    expect(state().draftSaveStatus).toBeNull();
    expect(state().answers.sentiment).toBe('positive');
  });

  it('sends what a previous session left when it loads online', async () => {
    const storage = createMemoryStorage({
      [outboxStorageKey('d-1', 'u-1')]: JSON.stringify([
        { recordId: 'rec-2', responseId: null, body: { status: 'discarded', values: {} }, queuedAt: 1 },
      ]),
    });
    const { state, responses } = setupWorkflow(2, { storage });
    expect(state().outboxSize).toBe(1);
    await state().load();
    expect(state().outboxSize).toBe(0);
    expect(responses.get('rec-2')?.status).toBe('discarded');
  });

  it('waits while offline', async () => {
    const storage = createMemoryStorage({
      [outboxStorageKey('d-1', 'u-1')]: JSON.stringify([
        { recordId: 'rec-2', responseId: null, body: { status: 'discarded', values: {} }, queuedAt: 1 },
      ]),
    });
    const { state, responses } = setupWorkflow(2, { storage, online: onlineSignal(false) });
    await state().load();
    expect(state().outboxSize).toBe(1);
    expect(responses.has('rec-2')).toBe(false);
  });
});
