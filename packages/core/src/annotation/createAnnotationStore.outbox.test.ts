import { describe, expect, it } from 'vitest';
import { onlineSignalOf } from '../environment/environmentSignals';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { fakeWindow } from '../environment/testing/fakeWindow';
import { manualOnlineSignal as onlineSignal } from '../environment/testing/manualOnlineSignal';
import { manualTimers } from '../environment/testing/manualTimers';
import { createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { outboxStorageKey } from './createResponseOutbox';
import { settle, setupWorkflow } from './testing/setupWorkflow';

/** A fake server whose response writes fail with a network error while `offline.value` is true. */
function flakyServer(count: number) {
  const fake = createFakeRecordServer(count);
  const offline = { value: false };
  const refuse = { detail: '' };
  const original = fake.server.fetch;
  const fetch: typeof original = async (input, init) => {
    if (offline.value && String(input).includes('/responses')) throw new TypeError('Failed to fetch');
    if (refuse.detail && String(input).includes('/responses')) {
      return new Response(JSON.stringify({ detail: refuse.detail }), { status: 422 });
    }
    return original(input, init);
  };
  return {
    fake: { ...fake, client: fake.clientThrough(fetch) },
    offline,
    refuse,
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

  it('sends the outbox again every few seconds while the browser stays online (a server that restarted)', async () => {
    const { fake, offline } = flakyServer(3);
    const timers = manualTimers();
    const { state, responses } = setupWorkflow(3, { fake, online: onlineSignal(true), timers });
    await state().load();
    offline.value = true;
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    expect(state().outboxSize).toBe(1);
    timers.fire();
    await settle(50);
    expect(state().outboxSize).toBe(1);
    offline.value = false;
    timers.fire();
    await settle(50);
    expect(state().outboxSize).toBe(0);
    expect(responses.get('rec-1')?.status).toBe('submitted');
    // Only the saved-ago clock is left: the retry stops once the outbox is empty.
    expect(timers.count()).toBeLessThanOrEqual(1);
    state().dispose();
    expect(timers.count()).toBe(0);
  });

  it('reports an answer the server refuses on replay instead of dropping it silently', async () => {
    const { fake, offline, refuse } = flakyServer(3);
    const online = onlineSignal(true);
    const { state } = setupWorkflow(3, { fake, online });
    await state().load();
    offline.value = true;
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    offline.value = false;
    // A refusal that can meet a replayed answer: the record's text was replaced meanwhile (an SDK re-log).
    refuse.detail =
      'span question response value `end` must have a value lower or equal than record field `text` length that is `3`';
    online.set(true);
    await settle(50);
    expect(state().outboxSize).toBe(0);
    expect(state().error).toMatchObject({
      params: { status: 422 },
      text: 'span question response value `end` must have a value lower or equal than record field `text` length that is `3`',
    });
  });

  // Found by the crash drill: a draft whose autosave failed stayed in the outbox after the submit went through,
  // and the outbox's next send turned the submitted answer back into a draft.
  it('drops an older draft from the outbox when the answer is then submitted directly', async () => {
    const { fake, offline } = flakyServer(3);
    const timers = manualTimers();
    const { state, responses } = setupWorkflow(3, { fake, online: onlineSignal(true), timers });
    await state().load();
    offline.value = true;
    state().setAnswer('sentiment', 'positive');
    await state().saveDraft();
    expect(state().outboxSize).toBe(1);
    offline.value = false;
    await state().submit();
    expect(state().outboxSize).toBe(0);
    timers.fire();
    await settle(50);
    expect(responses.get('rec-1')?.status).toBe('submitted');
  });
});

/** A fake server that answers nothing at all (every request fails for a network reason) while `down.value`. */
function restartingServer(count: number) {
  const fake = createFakeRecordServer(count);
  const down = { value: false };
  const fetch: typeof fake.server.fetch = async (input, init) => {
    if (down.value) throw new TypeError('Failed to fetch');
    return fake.server.fetch(input, init);
  };
  return {
    fake: { ...fake, client: fake.clientThrough(fetch) },
    down,
  };
}

// Found by the crash drill (40 submits, the server killed every 2 s): the queue fetched ahead between two
// restarts while answers still waited in the outbox; it counted them as gone from the server's list, so the
// fetched window overlapped the held records, moved them to other positions and left the focus view on a hole.
describe('response outbox and the record queue', () => {
  it('fetches ahead past the records whose answers still wait, keeping every record on its position', async () => {
    const { fake, down } = restartingServer(30);
    const { state, store, responses } = setupWorkflow(30, { fake });
    await state().load();
    down.value = true;
    for (let n = 1; n <= 6; n++) {
      state().setAnswer('sentiment', 'positive');
      await state().submit();
    }
    expect(state().outboxSize).toBe(6);
    down.value = false;
    // The server is back; the outbox has not sent yet when the next submit makes the queue fetch ahead.
    for (let n = 7; n <= 12; n++) {
      expect(state().record?.id).toBe(`rec-${n}`);
      state().setAnswer('sentiment', 'negative');
      await state().submit();
      await store.queue.getState().whenBuffered();
    }
    expect(state().record?.id).toBe('rec-13');
    expect(store.queue.getState().records.map((entry) => entry.page)).toEqual(
      Array.from({ length: store.queue.getState().records.length }, (_, i) => i + 1),
    );
    await state().flushOutbox();
    expect(state().outboxSize).toBe(0);
    expect(responses.size).toBe(12);
    expect(state().record?.id).toBe('rec-13');
  });

  it('loads the queue again once the outbox sent the answers of records it fetched meanwhile', async () => {
    const storage = createMemoryStorage({
      [outboxStorageKey('d-1', 'u-1')]: JSON.stringify(
        [1, 2].map((n) => ({
          recordId: `rec-${n}`,
          responseId: null,
          body: { status: 'submitted', values: {} },
          queuedAt: 1,
        })),
      ),
    });
    const online = onlineSignal(false);
    const { state, responses } = setupWorkflow(4, { storage, online });
    await state().load();
    // The server still lists the two records whose answers wait.
    expect(state().record?.id).toBe('rec-1');
    online.set(true);
    await settle(100);
    expect(state().outboxSize).toBe(0);
    expect(responses.get('rec-1')?.status).toBe('submitted');
    expect(state().record?.id).toBe('rec-3');
    expect(state().record?.status).toBe('pending');
  });

  it('keeps the shown record when the user answers it again before the outbox sends', async () => {
    const storage = createMemoryStorage({
      [outboxStorageKey('d-1', 'u-1')]: JSON.stringify([
        { recordId: 'rec-1', responseId: null, body: { status: 'submitted', values: {} }, queuedAt: 1 },
      ]),
    });
    const online = onlineSignal(false);
    const { state } = setupWorkflow(3, { storage, online });
    await state().load();
    state().setAnswer('sentiment', 'negative');
    online.set(true);
    await settle(100);
    expect(state().outboxSize).toBe(0);
    expect(state().record?.id).toBe('rec-1');
    expect(state().answers.sentiment).toBe('negative');
  });

  it('sends an answer submitted offline as soon as the window reports the connection back, without a reload', async () => {
    const fake = createFakeRecordServer(3);
    let offline = false;
    const fetch: typeof fake.server.fetch = async (input, init) => {
      if (offline && String(input).includes('/responses')) throw new TypeError('Failed to fetch');
      return fake.server.fetch(input, init);
    };
    const client = fake.clientThrough(fetch);
    const window = fakeWindow(true);
    const { state, responses } = setupWorkflow(3, {
      fake: { ...fake, client },
      online: onlineSignalOf(window),
    });
    await state().load();
    offline = true;
    window.go(false);
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    expect(state().outboxSize).toBe(1);
    expect(responses.has('rec-1')).toBe(false);

    offline = false;
    window.go(true);
    await settle(50);
    expect(state().outboxSize).toBe(0);
    expect(responses.get('rec-1')).toMatchObject({
      status: 'submitted',
      values: { sentiment: { value: 'positive' } },
    });
    state().dispose();
  });
});
