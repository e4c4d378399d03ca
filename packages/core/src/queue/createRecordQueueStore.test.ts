import { describe, expect, it } from 'vitest';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { pageAt, type RecordCriteria } from '../criteria/RecordCriteria';
import type { AnnotationRecord } from '../model/AnnotationRecord';
import { deferred, type FakeReply } from '../testing/createFakeFetch';
import { createRecordQueueStore } from './createRecordQueueStore';
import {
  DATASET_ID,
  PROGRESS_PATH,
  SEARCH_PATH,
  USER_ID,
  createFakeRecordServer,
} from './testing/createFakeRecordServer';

function setup(count: number, initial: Partial<RecordCriteria> = {}, fake = createFakeRecordServer(count)) {
  const criteria = createRecordCriteriaStore({ datasetId: DATASET_ID, initial });
  const queue = createRecordQueueStore({
    client: fake.client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    criteria,
  });
  const state = () => queue.getState();
  const goTo = async (page: number) => {
    criteria.getState().goToPage(page);
    criteria.getState().commit();
    await state().sync();
    await state().whenBuffered();
  };
  /** Marks a held record as answered on the server and in the queue, as a submit does. */
  const answer = (n: number, status: 'submitted' | 'discarded' | 'draft' = 'submitted') => {
    fake.respond(`rec-${n}`, status);
    const held = state().records.find((entry) => entry.record.id === `rec-${n}`)!.record;
    state().replaceRecord({ ...held, status });
  };
  return { ...fake, criteria, queue, state, goTo, answer };
}

const idsOf = (records: readonly AnnotationRecord[]) => records.map((record) => record.id);
const pagesOf = (state: { records: { page: number }[] }) => state.records.map((entry) => entry.page);

describe('createRecordQueueStore: loading', () => {
  it('loads the page size from the page position and keeps records in page order', async () => {
    const { state, searches } = setup(25);
    await state().load();
    expect(searches()).toEqual([[0, 10]]);
    expect(pagesOf(state())).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(idsOf(state().pageRecords)).toEqual(['rec-1']);
    expect(state().total).toBe(25);
    expect(state().canGoPrevious).toBe(false);
    expect(state().canGoNext).toBe(true);
    expect(state().message).toBeNull();
  });

  it('sends the criteria as the search body, with bulk mode leaving suggestions out', async () => {
    const { state, server } = setup(3, { page: pageAt('bulk', 1, 25), status: 'valid' });
    await state().load();
    const [search] = server.callsTo('POST', SEARCH_PATH);
    expect(search?.query.getAll('include')).toEqual(['responses', 'response_suggestions']);
    expect(search?.query.get('limit')).toBe('25');
    expect(search?.json).toEqual({
      query: {},
      filters: {
        and: [
          {
            type: 'terms',
            scope: { entity: 'response', property: 'status' },
            values: ['pending', 'submitted', 'draft'],
          },
        ],
      },
    });
  });

  it("reads the comment filter's records beside the search and searches them by id", async () => {
    const { state, server } = setup(3, { comments: 'mentions' });
    server.on('GET', `/api/v1/datasets/${DATASET_ID}/comments/records`, {
      body: {
        items: [
          { record_id: 'rec-2', comments: 2, open: 1, mentions_me: true },
          { record_id: 'rec-3', comments: 1, open: 1, mentions_me: false },
        ],
      },
    });
    await state().load();
    const [search] = server.callsTo('POST', SEARCH_PATH);
    expect((search?.json as { filters: { and: unknown[] } }).filters.and.at(-1)).toEqual({
      type: 'terms',
      scope: { entity: 'record', property: 'id' },
      values: ['rec-2'],
    });
  });

  it('keeps a deep link’s filters before the questions are known', async () => {
    const { state, server } = setup(3, { response: [{ name: 'sentiment', value: ['positive'] }] });
    await state().load();
    expect(
      (server.callsTo('POST', SEARCH_PATH)[0]?.json as { filters: { and: unknown[] } }).filters.and,
    ).toContainEqual({
      type: 'terms',
      scope: { entity: 'response', question: 'sentiment' },
      values: ['positive'],
    });
  });

  it('resets a missing page other than the first to page 1 and reloads', async () => {
    const { state, criteria, searches } = setup(12, { page: pageAt('focus', 30) });
    await state().load();
    expect(searches()).toEqual([
      [29, 10],
      [0, 10],
    ]);
    expect(criteria.getState().committed.page.client.page).toBe(1);
    expect(state().loadedWith?.page.client.page).toBe(1);
    expect(idsOf(state().pageRecords)).toEqual(['rec-1']);
  });

  it('runs one record fetch at a time: a load while fetching is ignored', async () => {
    const fake = createFakeRecordServer(3);
    const reply = deferred<FakeReply>();
    fake.server.on('POST', SEARCH_PATH, () => reply.promise);
    const { state, searches } = setup(3, {}, fake);
    const first = state().load();
    expect(state().isFetching).toBe(true);
    await state().load();
    await state().sync();
    expect(searches()).toHaveLength(1);
    reply.resolve({ body: { items: [], total: 0 } });
    await first;
    expect(state().isFetching).toBe(false);
  });

  it('resets the criteria when a load fails, keeps the error and loads what the reset left', async () => {
    const fake = createFakeRecordServer(3);
    let failures = 1;
    const search = fake.server.calls;
    fake.server.on('POST', SEARCH_PATH, () =>
      failures-- > 0
        ? { status: 500, body: { detail: { code: 'x', params: {} } } }
        : { body: { items: [], total: 0 } },
    );
    const { state, criteria } = setup(3, { metadata: [{ name: 'split', value: ['train'] }] }, fake);
    await state().load();
    expect(criteria.getState().committed.metadata).toEqual([]);
    expect(state().error).toEqual({ key: 'http.500' });
    expect(search.filter((call) => call.path === SEARCH_PATH)).toHaveLength(2);
    expect(state().isFetching).toBe(false);
  });
});

describe('createRecordQueueStore: paging and fetching ahead', () => {
  it('moves by one in focus mode without fetching held pages', async () => {
    const { state, goTo, searches } = setup(25);
    await state().load();
    await goTo(4);
    expect(idsOf(state().pageRecords)).toEqual(['rec-4']);
    expect(searches()).toHaveLength(1);
  });

  it('fetches ahead in focus mode once at most half a page is left after the current page', async () => {
    const { state, goTo, searches } = setup(25);
    await state().load();
    await goTo(4); // pages 5–10 are left: 6 > 5
    expect(searches()).toHaveLength(1);
    await goTo(5); // pages 6–10 are left: 5 ≤ 5
    expect(searches()).toEqual([
      [0, 10],
      [10, 10],
    ]);
    expect(pagesOf(state()).at(-1)).toBe(20);
    expect(state().records.at(-1)?.record.id).toBe('rec-20');
  });

  it('fetches a page of records ahead in bulk mode', async () => {
    const { state, goTo, searches } = setup(35, { page: pageAt('bulk', 1, 10) });
    await state().load();
    await state().whenBuffered();
    expect(searches()).toEqual([
      [0, 10],
      [10, 10],
    ]);
    expect(idsOf(state().pageRecords)).toEqual([
      'rec-1',
      'rec-2',
      'rec-3',
      'rec-4',
      'rec-5',
      'rec-6',
      'rec-7',
      'rec-8',
      'rec-9',
      'rec-10',
    ]);
    await goTo(11);
    expect(idsOf(state().pageRecords)[0]).toBe('rec-11');
    expect(searches().at(-1)).toEqual([20, 10]);
  });

  it('continues the server list after the records that left the status filter', async () => {
    const { state, goTo, answer, searches } = setup(25);
    await state().load();
    for (const n of [1, 2, 3, 4]) answer(n);
    await goTo(5);
    // Last held page 10, 4 submitted: the server's position 7 is the record after rec-10.
    expect(searches().at(-1)).toEqual([6, 10]);
    expect(state().records.find((entry) => entry.page === 11)?.record.id).toBe('rec-11');
    expect(state().total).toBe(25);
  });

  it('runs one fetch-ahead at a time and ignores a failed one', async () => {
    const fake = createFakeRecordServer(40);
    const { state, criteria, searches } = setup(40, {}, fake);
    await state().load();
    const reply = deferred<FakeReply>();
    fake.server.on('POST', SEARCH_PATH, () => reply.promise);
    const move = async (page: number) => {
      criteria.getState().goToPage(page);
      criteria.getState().commit();
      await state().sync();
    };
    await move(5);
    expect(state().isBuffering).toBe(true);
    await move(6);
    expect(searches()).toHaveLength(2);
    reply.resolve({ status: 500, body: { detail: 'boom' } });
    await state().whenBuffered();
    expect(state().isBuffering).toBe(false);
    expect(state().error).toBeNull();
    expect(pagesOf(state()).at(-1)).toBe(10);
  });

  it('does not fetch ahead when going backward', async () => {
    const { state, goTo, searches } = setup(40, { page: pageAt('focus', 11) });
    await state().load();
    await state().whenBuffered();
    expect(searches()).toEqual([[10, 10]]);
    await goTo(10);
    // Page 10 is fetched (one record before the first held), and nothing ahead.
    expect(searches()).toEqual([
      [10, 10],
      [9, 1],
    ]);
    expect(idsOf(state().pageRecords)).toEqual(['rec-10']);
  });

  it('shows the end-of-queue message past the last record and disables next', async () => {
    const { state, goTo, answer } = setup(2);
    await state().load();
    answer(1);
    await goTo(2);
    expect(state().canGoNext).toBe(false);
    answer(2);
    await goTo(3);
    expect(state().pageRecords).toEqual([]);
    expect(state().message).toEqual({ key: 'noPendingRecordsToAnnotate' });
    expect(state().canGoPrevious).toBe(true);
  });

  it('says the task is completed at the end when the team completed every record', async () => {
    const fake = createFakeRecordServer(1);
    fake.server.on('GET', PROGRESS_PATH, { body: { total: 1, completed: 1, pending: 0, users: [] } });
    const { state, goTo, answer } = setup(1, {}, fake);
    await state().load();
    answer(1);
    await goTo(2);
    expect(state().message).toEqual({ key: 'taskDistributionCompleted' });
  });

  it('shows the empty state of a load without records', async () => {
    const { state } = setup(0, { status: 'draft' });
    await state().load();
    expect(state().message).toEqual({ key: 'datasetEmptyForAnnotator' });
  });

  it('puts an updated record in place of the held one', async () => {
    const { state } = setup(2);
    await state().load();
    const record = state().pageRecords[0]!;
    state().replaceRecord({ ...record, status: 'draft' });
    expect(state().pageRecords[0]?.status).toBe('draft');
    expect(state().records[0]?.page).toBe(1);
  });
});

describe('createRecordQueueStore: similarity', () => {
  const similarity = { recordId: 'rec-99', vectorName: 'embedding', limit: 50, order: 'most' as const };

  it('uses the limit as the page size, does not fetch ahead and fetches the reference record when not held', async () => {
    const fake = createFakeRecordServer(99);
    const { state, server, searches } = setup(99, { similaritySearch: similarity }, fake);
    await state().load();
    await state().whenBuffered();
    expect(searches()).toEqual([[0, 50]]);
    expect(state().records).toHaveLength(50);
    expect(state().total).toBe(50);
    expect(idsOf(state().pageRecords)).toEqual(['rec-99']);
    expect(state().reference?.id).toBe('rec-99');
    expect(server.callsTo('GET', '/api/v1/records/rec-99')).toHaveLength(0);
  });

  it('fetches the reference record when it is not among the results', async () => {
    const { state, server } = setup(99, {
      similaritySearch: { ...similarity, recordId: 'rec-1', limit: 10 },
    });
    await state().load();
    expect(server.callsTo('GET', '/api/v1/records/rec-1')).toHaveLength(1);
    expect(state().reference?.id).toBe('rec-1');
  });
});
