import { describe, expect, it } from 'vitest';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { createRecordQueueStore } from '../queue/createRecordQueueStore';
import { DATASET_ID, USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { reloadAfterSend } from './reloadAfterSend';

/** A pending queue over two records the caller has answered: its page shows no record. */
async function emptyQueue() {
  const fake = createFakeRecordServer(2);
  fake.respond('rec-1', 'submitted');
  fake.respond('rec-2', 'submitted');
  const criteria = createRecordCriteriaStore({ datasetId: DATASET_ID });
  const queue = createRecordQueueStore({ client: fake.client, datasetId: DATASET_ID, userId: USER_ID, criteria });
  await queue.getState().load();
  expect(queue.getState().pageRecords).toEqual([]);
  // Pending again on the server (e.g. an answer replaced meanwhile): only a new load can show it.
  fake.responses.delete('rec-2');
  return { fake, queue };
}

describe('reloadAfterSend', () => {
  it('loads the queue again when its page shows no record after answers were sent', async () => {
    const { fake, queue } = await emptyQueue();
    await reloadAfterSend(queue, { count: 1, heldAsBefore: [] }, () => false);
    expect(queue.getState().pageRecords.map((record) => record.id)).toEqual(['rec-2']);
    expect(fake.searches()).toHaveLength(2);
  });

  it('fetches nothing when nothing was sent', async () => {
    const { fake, queue } = await emptyQueue();
    await reloadAfterSend(queue, { count: 0, heldAsBefore: [] }, () => false);
    expect(fake.searches()).toHaveLength(1);
  });

  it('leaves a shown record that is not one of those sent', async () => {
    const fake = createFakeRecordServer(3);
    const criteria = createRecordCriteriaStore({ datasetId: DATASET_ID });
    const queue = createRecordQueueStore({ client: fake.client, datasetId: DATASET_ID, userId: USER_ID, criteria });
    await queue.getState().load();
    await reloadAfterSend(queue, { count: 1, heldAsBefore: ['rec-2'] }, () => false);
    expect(fake.searches()).toHaveLength(1);
    await reloadAfterSend(queue, { count: 1, heldAsBefore: ['rec-1'] }, () => true);
    expect(fake.searches()).toHaveLength(1);
    await reloadAfterSend(queue, { count: 1, heldAsBefore: ['rec-1'] }, () => false);
    expect(fake.searches()).toHaveLength(2);
  });
});
