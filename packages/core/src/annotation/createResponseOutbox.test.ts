import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { deferred, type FakeReply } from '../testing/createFakeFetch';
import { settle } from './testing/setupWorkflow';
import { USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { createResponseOutbox, outboxStorageKey, type OutboxEntry } from './createResponseOutbox';
import { saveRecordResponse } from './saveRecordResponse';
import { holdResponseCreate } from './testing/holdResponseCreate';

const KEY = outboxStorageKey('d-1', USER_ID);
const entry = (recordId: string, status: OutboxEntry['body']['status'] = 'submitted'): OutboxEntry => ({
  recordId,
  responseId: null,
  body: { status, values: { sentiment: { value: 'positive' } } },
  queuedAt: 1,
});

function setup(count = 3, storage = createMemoryStorage()) {
  const fake = createFakeRecordServer(count);
  const outbox = createResponseOutbox({ client: fake.client, userId: USER_ID, storage, storageKey: KEY });
  return { ...fake, outbox, storage };
}

describe('createResponseOutbox', () => {
  it('keeps the newest answer per record and persists every change', () => {
    const { outbox, storage } = setup();
    const sizes: number[] = [];
    outbox.subscribe((size) => sizes.push(size));
    outbox.put(entry('rec-1', 'draft'));
    outbox.put(entry('rec-2'));
    outbox.put(entry('rec-1', 'submitted'));
    expect(outbox.entries().map((item) => [item.recordId, item.body.status])).toEqual([
      ['rec-2', 'submitted'],
      ['rec-1', 'submitted'],
    ]);
    expect(JSON.parse(storage.getItem(KEY)!)).toHaveLength(2);
    outbox.remove('rec-2');
    outbox.remove('missing');
    expect(sizes).toEqual([1, 2, 2, 1]);
    expect(
      createResponseOutbox({ client: setup().client, userId: USER_ID, storage, storageKey: KEY }).size(),
    ).toBe(1);
  });

  it('sends in order, drops what the server refuses, and clears the storage', async () => {
    const { outbox, storage, responses } = setup();
    outbox.put(entry('rec-1'));
    outbox.put(entry('missing'));
    outbox.put(entry('rec-2', 'discarded'));
    const result = await outbox.flush();
    expect(result.sent.map((item) => item.recordId)).toEqual(['rec-1', 'rec-2']);
    expect(result.refused.map((item) => item.recordId)).toEqual(['missing']);
    expect(responses.get('rec-2')?.status).toBe('discarded');
    expect(outbox.size()).toBe(0);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('stops at the first network failure and keeps the rest', async () => {
    const { outbox, server } = setup();
    server.on('POST', '/api/v1/records/rec-2/responses', () => {
      throw new TypeError('Failed to fetch');
    });
    outbox.put(entry('rec-1'));
    outbox.put(entry('rec-2'));
    outbox.put(entry('rec-3'));
    const result = await outbox.flush();
    expect(result.sent.map((item) => item.recordId)).toEqual(['rec-1']);
    expect(outbox.entries().map((item) => item.recordId)).toEqual(['rec-2', 'rec-3']);
  });

  it('runs one flush at a time and keeps an answer put meanwhile', async () => {
    const { outbox, server } = setup();
    const reply = deferred<FakeReply>();
    server.on('POST', '/api/v1/records/rec-1/responses', () => reply.promise);
    outbox.put(entry('rec-1', 'draft'));
    const first = outbox.flush();
    const second = outbox.flush();
    expect(second).toBe(first);
    outbox.put(entry('rec-1', 'submitted'));
    reply.resolve({
      status: 201,
      body: { id: 'resp-9', record_id: 'rec-1', user_id: USER_ID, status: 'draft', values: {} },
    });
    await first;
    expect(outbox.entries().map((item) => item.body.status)).toEqual(['submitted']);
  });

  it('updates the response a lost request already created', async () => {
    const { outbox, respond, server } = setup();
    respond('rec-1', 'draft');
    outbox.put(entry('rec-1'));
    const { sent } = await outbox.flush();
    expect(sent[0]?.response).toMatchObject({ id: 'resp-1', status: 'submitted' });
    expect(server.callsTo('PUT', '/api/v1/responses/resp-1')).toHaveLength(1);
  });

  it('starts empty from unreadable storage', () => {
    const storage = createMemoryStorage({ [KEY]: 'not json' });
    expect(setup(1, storage).outbox.size()).toBe(0);
    const listener = vi.fn();
    const { outbox } = setup(1, createMemoryStorage({ [KEY]: '{"a":1}' }));
    outbox.subscribe(listener)();
    outbox.put(entry('rec-1'));
    expect(listener).not.toHaveBeenCalled();
    expect(outbox.size()).toBe(1);
  });

  it('runs a direct write of a record after the flush’s request for it and reports only the newer answer', async () => {
    const fake = setup();
    const { outbox, client, responses, server } = fake;
    const releaseDraft = holdResponseCreate(fake, 'rec-1', (body) => body.status === 'draft');
    const releaseOther = holdResponseCreate(fake, 'rec-2', () => true);
    outbox.put(entry('rec-1', 'draft'));
    outbox.put(entry('rec-2'));
    const flushing = outbox.flush();
    const submit = entry('rec-1', 'submitted').body;
    const writing = outbox.exclusive('rec-1', async () => {
      const response = await saveRecordResponse(client, { id: 'rec-1', response: null }, submit, USER_ID);
      outbox.remove('rec-1');
      return response;
    });
    await settle(20);
    // The submit waits for the draft the server has received but not yet executed.
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(1);
    releaseDraft();
    expect(await writing).toMatchObject({ status: 'submitted' });
    releaseOther();
    const { sent } = await flushing;
    expect(responses.get('rec-1')?.status).toBe('submitted');
    // The draft's answer is older than the submit's: not reported, so the held record keeps the submit.
    expect(sent.map((item) => item.recordId)).toEqual(['rec-2']);
    expect(outbox.size()).toBe(0);
  });

  it('does not send an entry removed or held by a direct write while the flush runs', async () => {
    const fake = setup();
    const { outbox, server } = fake;
    const release = holdResponseCreate(fake, 'rec-1', () => true);
    outbox.put(entry('rec-1'));
    outbox.put(entry('rec-2', 'draft'));
    outbox.put(entry('rec-3', 'draft'));
    const flushing = outbox.flush();
    outbox.remove('rec-2');
    const finish = deferred<void>();
    const writing = outbox.exclusive('rec-3', () => finish.promise);
    release();
    const { sent } = await flushing;
    expect(sent.map((item) => item.recordId)).toEqual(['rec-1']);
    expect(server.callsTo('POST', '/api/v1/records/rec-2/responses')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/v1/records/rec-3/responses')).toHaveLength(0);
    // The held record's entry stays for a later flush.
    expect(outbox.entries().map((item) => item.recordId)).toEqual(['rec-3']);
    finish.resolve();
    await writing;
  });

  it('send keeps the answer while it is on its way, then forgets it once stored', async () => {
    const fake = setup();
    const { outbox, storage, responses } = fake;
    const release = holdResponseCreate(fake, 'rec-1', () => true);
    const sending = outbox.send(entry('rec-1'));
    expect(outbox.has('rec-1')).toBe(true);
    expect(JSON.parse(storage.getItem(KEY)!)).toHaveLength(1);
    let read = false;
    const listing = outbox.listing(async () => (read = true));
    await settle(20);
    // A read of the server's list waits for the answer on its way.
    expect(read).toBe(false);
    release();
    expect(await sending).toMatchObject({ id: 'resp-71', status: 'submitted' });
    await listing;
    expect(read).toBe(true);
    expect(responses.get('rec-1')?.status).toBe('submitted');
    expect(outbox.size()).toBe(0);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('send with afterPaint keeps the answer at once and sends it only after the paint, counted as on its way', async () => {
    const { outbox, server, storage } = setup();
    const painted: (() => void)[] = [];
    const sending = outbox.send(entry('rec-1'), (work) => {
      painted.push(work);
      return () => {};
    });
    // Kept before the paint, so a reload meanwhile loses nothing.
    expect(JSON.parse(storage.getItem(KEY)!)).toHaveLength(1);
    let read = false;
    const listing = outbox.listing(async () => (read = true));
    // A flush meanwhile leaves the entry to the send.
    expect((await outbox.flush()).sent).toEqual([]);
    await settle(20);
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(0);
    // The queue's read waits for the answer, which is on its way from the call.
    expect(read).toBe(false);
    painted.splice(0).forEach((work) => work());
    expect(await sending).toMatchObject({ status: 'submitted' });
    await listing;
    expect(read).toBe(true);
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(1);
    expect(outbox.size()).toBe(0);
  });

  it('send resolves with null and keeps the answer on a network failure, rejects and forgets it on a refusal', async () => {
    const { outbox, server } = setup();
    server.on('POST', '/api/v1/records/rec-1/responses', () => Promise.reject(new TypeError('Failed to fetch')));
    server.on('POST', '/api/v1/records/rec-2/responses', { status: 422, body: { detail: 'bad value' } });
    expect(await outbox.send(entry('rec-1'))).toBeNull();
    await expect(outbox.send(entry('rec-2'))).rejects.toMatchObject({ status: 422 });
    expect(outbox.entries().map((item) => item.recordId)).toEqual(['rec-1']);
  });

  it('sends a record’s direct writes one after the other, the newest answer last', async () => {
    const fake = setup();
    const { outbox, server, responses } = fake;
    const release = holdResponseCreate(fake, 'rec-1', () => true);
    const first = outbox.send(entry('rec-1', 'submitted'));
    const second = outbox.send(entry('rec-1', 'discarded'));
    await settle(20);
    // The second waits for the first: one request so far.
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    // The second create found the response the first made and updated it.
    expect(responses.get('rec-1')?.status).toBe('discarded');
    expect(outbox.size()).toBe(0);
  });
});
