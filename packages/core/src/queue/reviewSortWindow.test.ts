import { describe, expect, it } from 'vitest';
import type { SearchRecordsBody } from '../api/wire/search';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { defaultRecordCriteria, pageAt, type RecordCriteria } from '../criteria/RecordCriteria';
import { createRecordQueueStore } from './createRecordQueueStore';
import { searchInReviewOrder } from './reviewSortWindow';
import { reviewSortCappedMessage, usesReviewSort } from './usesReviewSort';
import { DATASET_ID, SEARCH_PATH, USER_ID, createFakeRecordServer } from './testing/createFakeRecordServer';

const IDS_PATH = `/api/v1/datasets/${DATASET_ID}/review/record-ids`;

/** rec-1…rec-7 split by review status; each list in insertion order, as the server gives it. */
const BY_STATUS: Record<string, string[]> = {
  pending: ['rec-2', 'rec-5'],
  rejected: ['rec-7'],
  accepted: ['rec-1', 'rec-3'],
  unreviewed: ['rec-4', 'rec-6'],
};

/** The record-id filter a search sends: the last `and` filter on the record id. */
function idFilterOf(body: SearchRecordsBody): string[] | null {
  const filter = body.filters?.and.findLast(
    (f) => f.type === 'terms' && f.scope.entity === 'record' && f.scope.property === 'id',
  );
  return filter && filter.type === 'terms' ? filter.values.map(String) : null;
}

function setup(totals: Partial<Record<string, number>> = {}) {
  const fake = createFakeRecordServer(7);
  fake.server.on('GET', IDS_PATH, (call) => {
    const status = call.query.get('status') ?? '';
    const items = BY_STATUS[status] ?? [];
    return { body: { items, total: totals[status] ?? items.length } };
  });
  // The search honours the record-id filter and, as the pending status filter, leaves out answered records.
  fake.server.on('POST', SEARCH_PATH, (call) => {
    const ids = idFilterOf(call.json as SearchRecordsBody);
    const offset = Number(call.query.get('offset') ?? 0);
    const limit = Number(call.query.get('limit') ?? 50);
    const matching = fake.records.filter(
      (record) => !fake.responses.has(record.id) && (ids === null || ids.includes(record.id)),
    );
    const items = matching.slice(offset, offset + limit).map((record) => ({ record, query_score: null }));
    return { body: { items, total: matching.length } };
  });
  return fake;
}

const criteria = (): RecordCriteria => ({ ...defaultRecordCriteria(), reviewSort: true });
const context = { questions: [], metadataProperties: [] };
const idsOf = (items: { record: { id: string } }[]) => items.map((item) => item.record.id);

describe('review-status order (docs/review-and-agreement.md "Sort by review status")', () => {
  it('chains the statuses: pending, rejected, accepted, not reviewed, each in the page order', async () => {
    const { client } = setup();
    const all = await searchInReviewOrder(client, DATASET_ID, criteria(), { from: 1, many: 10 }, context);
    expect(idsOf(all.items)).toEqual(['rec-2', 'rec-5', 'rec-7', 'rec-1', 'rec-3', 'rec-4', 'rec-6']);
    expect(all.total).toBe(7);
    expect(all.capped).toEqual([]);
  });

  it('pages across the statuses: the offset skips whole statuses by their totals', async () => {
    const { client } = setup();
    const window = async (from: number, many: number) =>
      idsOf((await searchInReviewOrder(client, DATASET_ID, criteria(), { from, many }, context)).items);
    expect(await window(1, 3)).toEqual(['rec-2', 'rec-5', 'rec-7']);
    expect(await window(4, 3)).toEqual(['rec-1', 'rec-3', 'rec-4']);
    expect(await window(7, 3)).toEqual(['rec-6']);
    expect(await window(2, 2)).toEqual(['rec-5', 'rec-7']);
    expect(await window(8, 3)).toEqual([]);
  });

  it('keeps the other filters: each status counts only the records they keep', async () => {
    const { client, respond, server } = setup();
    respond('rec-5', 'submitted');
    const page = await searchInReviewOrder(client, DATASET_ID, criteria(), { from: 2, many: 3 }, context);
    expect(idsOf(page.items)).toEqual(['rec-7', 'rec-1', 'rec-3']);
    expect(page.total).toBe(6);
    // One search per status, each with that status's ids as the record-id filter and the pending status filter.
    const searches = server.callsTo('POST', SEARCH_PATH).map((call) => call.json as SearchRecordsBody);
    expect(searches.map(idFilterOf)).toEqual([
      BY_STATUS['pending'],
      BY_STATUS['rejected'],
      BY_STATUS['accepted'],
      BY_STATUS['unreviewed'],
    ]);
  });

  it('says which statuses the 250-id filter caps', async () => {
    const { client } = setup({ unreviewed: 300 });
    const page = await searchInReviewOrder(client, DATASET_ID, criteria(), { from: 1, many: 10 }, context);
    expect(page.capped).toEqual(['unreviewed']);
    expect(reviewSortCappedMessage(page.capped)).toEqual({ key: 'reviewSortCapped' });
    expect(reviewSortCappedMessage([])).toBeNull();
  });

  it('is moot with a review-status filter or a similarity search', () => {
    expect(usesReviewSort(criteria())).toBe(true);
    expect(usesReviewSort({ ...criteria(), reviewStatus: 'accepted' })).toBe(false);
    expect(usesReviewSort(defaultRecordCriteria())).toBe(false);
  });

  it('orders the queue’s pages and notes a capped status in its state', async () => {
    const { client } = setup({ unreviewed: 300 });
    const store = createRecordCriteriaStore({
      datasetId: DATASET_ID,
      initial: { reviewSort: true, page: pageAt('bulk', 1, 3) },
    });
    const queue = createRecordQueueStore({ client, datasetId: DATASET_ID, userId: USER_ID, criteria: store });
    await queue.getState().load();
    expect(queue.getState().pageRecords.map((record) => record.id)).toEqual(['rec-2', 'rec-5', 'rec-7']);
    expect(queue.getState().total).toBe(7);
    expect(queue.getState().reviewSortCapped).toEqual(['unreviewed']);
  });
});
