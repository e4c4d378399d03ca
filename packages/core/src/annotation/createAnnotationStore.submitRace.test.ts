import { describe, expect, it } from 'vitest';
import type { ResponseUpsert } from '../api/wire/records';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { outboxStorageKey } from './createResponseOutbox';
import { holdResponseCreate } from './testing/holdResponseCreate';
import { manualOnlineSignal as onlineSignal } from '../environment/testing/manualOnlineSignal';
import { settle, setupWorkflow } from './testing/setupWorkflow';

const positive = { sentiment: { value: 'positive' } };

/** A fake server holding the creates of `recordId`'s response that match `held` until `release`. */
function slowServer(count: number, recordId: string, held: (body: ResponseUpsert) => boolean) {
  const fake = createFakeRecordServer(count);
  return { fake, release: holdResponseCreate(fake, recordId, held) };
}

/** The outbox of a previous session, as stored. */
function storedOutbox(...entries: [recordId: string, status: ResponseUpsert['status']][]) {
  return createMemoryStorage({
    [outboxStorageKey('d-1', USER_ID)]: JSON.stringify(
      entries.map(([recordId, status]) => ({
        recordId,
        responseId: null,
        body: { status, values: positive },
        queuedAt: 1,
      })),
    ),
  });
}

// Issue #18, found by the crash drill on PostgreSQL: an answer shown as submitted was stored as a draft. The
// outbox was sending an older draft of the record while the submit went through directly, and the draft landed last.
describe('a submitted answer is never stored as a draft', () => {
  it('sends the submit only after the outbox’s draft of the record on its way was answered', async () => {
    const { fake, release } = slowServer(3, 'rec-1', (body) => body.status === 'draft');
    const { state, store, responses, server } = setupWorkflow(3, {
      fake,
      storage: storedOutbox(['rec-1', 'draft']),
      online: onlineSignal(false),
    });
    await state().load();
    expect(state().record?.id).toBe('rec-1');
    const flushing = state().flushOutbox();
    await settle(20);
    state().setAnswer('sentiment', 'positive');
    const submitting = state().submit();
    await settle(50);
    release();
    await Promise.all([flushing, submitting]);
    await settle(50);
    expect(responses.get('rec-1')?.status).toBe('submitted');
    const writes = server.calls
      .filter((call) => ['POST', 'PUT'].includes(call.method) && call.path.includes('/responses'))
      .map((call) => (call.json as ResponseUpsert).status);
    expect(writes.at(-1)).toBe('submitted');
    // The queue keeps the submitted answer, not the draft the outbox was answered with.
    const held = store.queue.getState().records.find((entry) => entry.record.id === 'rec-1')?.record;
    expect(held?.status).toBe('submitted');
    expect(state().outboxSize).toBe(0);
  });

  it('does not send a queued draft the submit of its record replaced while the outbox sent others', async () => {
    const { fake, release } = slowServer(3, 'rec-2', () => true);
    const { state, responses, server } = setupWorkflow(3, {
      fake,
      storage: storedOutbox(['rec-2', 'submitted'], ['rec-1', 'draft']),
      online: onlineSignal(false),
    });
    await state().load();
    expect(state().record?.id).toBe('rec-1');
    const flushing = state().flushOutbox();
    await settle(20);
    state().setAnswer('sentiment', 'negative');
    await state().submit();
    expect(responses.get('rec-1')?.status).toBe('submitted');
    release();
    await flushing;
    await settle(50);
    expect(responses.get('rec-1')).toMatchObject({
      status: 'submitted',
      values: { sentiment: { value: 'negative' } },
    });
    expect(responses.get('rec-2')?.status).toBe('submitted');
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(1);
    expect(state().outboxSize).toBe(0);
  });
});
