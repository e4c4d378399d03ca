import { describe, expect, it } from 'vitest';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import { createRecordQueueStore } from './createRecordQueueStore';
import { DATASET_ID, SEARCH_PATH, USER_ID, createFakeRecordServer } from './testing/createFakeRecordServer';

function setup(count: number, initial: Partial<RecordCriteria>) {
  const fake = createFakeRecordServer(count);
  const criteria = createRecordCriteriaStore({ datasetId: DATASET_ID, initial });
  const queue = createRecordQueueStore({
    client: fake.client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    criteria,
  });
  return { ...fake, state: () => queue.getState() };
}

describe('the queue with a review-status filter (docs/review-and-agreement.md)', () => {
  it("reads the review-status filter's records beside the search and searches them by id", async () => {
    const { state, server } = setup(3, { reviewStatus: 'accepted' });
    server.on('GET', `/api/v1/datasets/${DATASET_ID}/review/record-ids`, {
      body: { items: ['rec-1', 'rec-3'], total: 2 },
    });
    await state().load();
    const [read] = server.callsTo('GET', `/api/v1/datasets/${DATASET_ID}/review/record-ids`);
    expect(read?.url).toContain('status=accepted');
    const [search] = server.callsTo('POST', SEARCH_PATH);
    expect((search?.json as { filters: { and: unknown[] } }).filters.and.at(-1)).toEqual({
      type: 'terms',
      scope: { entity: 'record', property: 'id' },
      values: ['rec-1', 'rec-3'],
    });
  });
});
