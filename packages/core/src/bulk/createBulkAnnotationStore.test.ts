import { describe, expect, it, vi } from 'vitest';
import { createRequester } from '../api/createRequester';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { pageAt, type RecordCriteria } from '../criteria/RecordCriteria';
import { toQuestion } from '../model/Question';
import { createRecordQueueStore } from '../queue/createRecordQueueStore';
import {
  BULK_PATH,
  DATASET_ID,
  SEARCH_PATH,
  USER_ID,
  createFakeRecordServer,
  wireQuestions,
} from '../queue/testing/createFakeRecordServer';
import type { AnswerValue } from '../model/AnswerValue';
import { createBulkAnnotationStore } from './createBulkAnnotationStore';

const questions = wireQuestions.map(toQuestion);
const filtered: Partial<RecordCriteria> = { searchText: { text: 'record', field: 'all' } };

async function setup(
  count: number,
  initial: Partial<RecordCriteria> = {},
  pageSize = 10,
  fake = createFakeRecordServer(count),
) {
  const criteria = createRecordCriteriaStore({
    datasetId: DATASET_ID,
    initial: { page: pageAt('bulk', 1, pageSize), ...initial },
  });
  const queue = createRecordQueueStore({
    client: fake.client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    criteria,
  });
  let answers: Record<string, AnswerValue | undefined> = { sentiment: 'positive' };
  const onAnnotated = vi.fn();
  const client = { ...fake.client, request: createRequester({ fetch: fake.server.fetch }) };
  const bulk = createBulkAnnotationStore({
    client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    queue,
    form: () => ({ questions, answers }),
    onAnnotated,
  });
  await queue.getState().load();
  await queue.getState().whenBuffered();
  const state = () => bulk.getState();
  const bulkCalls = () => fake.server.callsTo('POST', BULK_PATH);
  return {
    ...fake,
    criteria,
    queue,
    bulk,
    state,
    onAnnotated,
    bulkCalls,
    setAnswers: (next: typeof answers) => {
      answers = next;
    },
  };
}

describe('createBulkAnnotationStore: selection', () => {
  it('needs at least one selected record', async () => {
    const { state } = await setup(5);
    expect(state().canAnnotate).toBe(false);
    expect(state().disabledReason).toEqual({ key: 'bulkAnnotation.selectAtLeastOne' });
    state().toggle('rec-2');
    expect(state().selectedIds).toEqual(['rec-2']);
    expect(state().canAnnotate).toBe(true);
    expect(state().disabledReason).toBeNull();
    state().toggle('rec-2');
    expect(state().canAnnotate).toBe(false);
    state().toggle('not-on-the-page');
    expect(state().selectedIds).toEqual([]);
  });

  it('selects the whole page and clears the selection when the page changes', async () => {
    const { state, criteria, queue } = await setup(25);
    state().selectPage();
    expect(state().selectedIds).toHaveLength(10);
    expect(state().isAllPageSelected).toBe(true);
    criteria.getState().goToPage(11);
    criteria.getState().commit();
    await queue.getState().sync();
    expect(state().selectedIds).toEqual([]);
    expect(state().isAllPageSelected).toBe(false);
  });
});

describe('createBulkAnnotationStore: actions', () => {
  it('saves the form’s answer on the selection through the bulk call, then clears it and reloads the list', async () => {
    const { state, bulkCalls, onAnnotated, queue, searches } = await setup(5);
    state().toggle('rec-1');
    state().toggle('rec-3');
    await state().annotate('submitted');
    expect(bulkCalls()).toHaveLength(1);
    expect(bulkCalls()[0]?.json).toEqual({
      items: [
        { record_id: 'rec-1', status: 'submitted', values: { sentiment: { value: 'positive' } } },
        { record_id: 'rec-3', status: 'submitted', values: { sentiment: { value: 'positive' } } },
      ],
    });
    expect(state().progress).toEqual({ done: 2, total: 2 });
    expect(state().results.map((result) => [result.recordId, result.ok])).toEqual([
      ['rec-1', true],
      ['rec-3', true],
    ]);
    expect(state().message).toBeNull();
    expect(state().selectedIds).toEqual([]);
    expect(state().running).toBeNull();
    expect(onAnnotated).toHaveBeenCalledOnce();
    expect(searches()).toHaveLength(2);
    expect(queue.getState().pageRecords.map((record) => record.id)).toEqual(['rec-2', 'rec-4', 'rec-5']);
  });

  it('sends a record its own answers over the form’s, and editing one selects the record', async () => {
    const { state, bulkCalls } = await setup(5);
    state().toggle('rec-1');
    state().setRecordAnswer('rec-3', 'notes', 'only for the third');
    state().setRecordAnswer('not-on-the-page', 'notes', 'ignored');
    expect(state().selectedIds).toEqual(['rec-1', 'rec-3']);
    expect(state().recordAnswers).toEqual({ 'rec-3': { notes: 'only for the third' } });
    await state().annotate('submitted');
    expect(bulkCalls()[0]?.json).toEqual({
      items: [
        { record_id: 'rec-1', status: 'submitted', values: { sentiment: { value: 'positive' } } },
        {
          record_id: 'rec-3',
          status: 'submitted',
          values: { sentiment: { value: 'positive' }, notes: { value: 'only for the third' } },
        },
      ],
    });
    expect(state().recordAnswers).toEqual({});
  });

  it('drops a record’s own answers when it is deselected or the page changes', async () => {
    const { state, criteria, queue } = await setup(25);
    state().setRecordAnswer('rec-2', 'notes', 'mine');
    state().setRecordAnswer('rec-4', 'notes', 'mine too');
    state().toggle('rec-2');
    expect(state().recordAnswers).toEqual({ 'rec-4': { notes: 'mine too' } });
    criteria.getState().goToPage(11);
    criteria.getState().commit();
    await queue.getState().sync();
    expect(state().recordAnswers).toEqual({});
  });

  it('does not submit an incomplete form', async () => {
    const { state, bulkCalls, setAnswers } = await setup(3);
    setAnswers({ topics: ['sports'] });
    state().selectPage();
    await state().annotate('submitted');
    expect(bulkCalls()).toHaveLength(0);
    await state().annotate('discarded');
    expect(bulkCalls()).toHaveLength(1);
  });

  it('says some records failed and keeps the selection when any record fails', async () => {
    const { state, server } = await setup(3);
    server.on('POST', BULK_PATH, (call) => ({
      body: {
        items: (call.json as { items: unknown[] }).items.map((_, index) =>
          index === 1
            ? { item: null, error: { detail: 'Record with id `rec-2` not found' } }
            : { item: null, error: { detail: 'nope' } },
        ),
      },
    }));
    state().selectPage();
    await state().annotate('draft');
    expect(state().message).toEqual({ key: 'bulkAnnotation.someRecordsFailed', type: 'danger' });
    expect(state().results[1]).toEqual({
      recordId: 'rec-2',
      ok: false,
      error: 'Record with id `rec-2` not found',
    });
    expect(state().selectedIds).toHaveLength(3);
  });
});

describe('createBulkAnnotationStore: select all results', () => {
  it('is offered with the whole page selected, a filter active and page size < total ≤ 1000', async () => {
    const { state } = await setup(240, filtered, 50);
    expect(state().canSelectAllResults).toBe(false);
    state().selectPage();
    expect(state().canSelectAllResults).toBe(true);
    state().toggle('rec-1');
    expect(state().canSelectAllResults).toBe(false);

    const unfiltered = await setup(240, {}, 50);
    unfiltered.state().selectPage();
    expect(unfiltered.state().canSelectAllResults).toBe(false);

    const tooMany = await setup(1001, filtered, 50);
    tooMany.state().selectPage();
    expect(tooMany.state().canSelectAllResults).toBe(false);
  });

  it("searches the review-status filter's records when loading all results, as the queue does", async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `rec-${i + 1}`);
    const idsPath = `/api/v1/datasets/${DATASET_ID}/review/record-ids`;
    const fake = createFakeRecordServer(240);
    fake.server.on('GET', idsPath, { body: { items: ids, total: 60 } });
    const { state, server } = await setup(240, { reviewStatus: 'accepted' }, 50, fake);
    state().selectPage();
    expect(state().canSelectAllResults).toBe(true);
    await state().selectAllResults();
    const loadAll = server.callsTo('POST', SEARCH_PATH).at(-1)!;
    expect((loadAll.json as { filters: { and: unknown[] } }).filters.and.at(-1)).toEqual({
      type: 'terms',
      scope: { entity: 'record', property: 'id' },
      values: ids,
    });
  });

  it("searches the comment filter's records when loading all results, as the queue does", async () => {
    const commented = Array.from({ length: 30 }, (_, i) => ({
      record_id: `rec-${i + 1}`,
      comments: 1,
      open: i % 2,
      mentions_me: false,
    }));
    const fake = createFakeRecordServer(240);
    fake.server.on('GET', `/api/v1/datasets/${DATASET_ID}/comments/records`, { body: { items: commented } });
    const { state, server } = await setup(240, { comments: 'open' }, 50, fake);
    state().selectPage();
    expect(state().canSelectAllResults).toBe(true);
    await state().selectAllResults();
    const loadAll = server.callsTo('POST', SEARCH_PATH).at(-1)!;
    expect((loadAll.json as { filters: { and: unknown[] } }).filters.and.at(-1)).toEqual({
      type: 'terms',
      scope: { entity: 'record', property: 'id' },
      values: commented.filter((record) => record.open > 0).map((record) => record.record_id),
    });
  });

  it('loads the first 1000 matching records, asks above 100, then saves them in groups of 10 and says so', async () => {
    const { state, server, bulkCalls } = await setup(240, filtered, 50);
    state().selectPage();
    await state().selectAllResults();
    const loadAll = server.callsTo('POST', SEARCH_PATH).at(-1)!;
    expect([loadAll.query.get('offset'), loadAll.query.get('limit')]).toEqual(['0', '1000']);
    expect(state().affectsAllResults).toBe(true);
    expect(state().affectedCount).toBe(240);

    await state().annotate('discarded');
    expect(bulkCalls()).toHaveLength(0);
    expect(state().pendingConfirmation).toEqual({
      key: 'bulkAnnotation.confirm',
      params: { count: 240, action: 'discarded' },
    });
    state().cancelConfirmation();
    expect(state().pendingConfirmation).toBeNull();

    await state().annotate('discarded');
    await state().confirm();
    expect(bulkCalls()).toHaveLength(24);
    expect(state().progress).toEqual({ done: 240, total: 240 });
    expect(state().message).toEqual({
      key: 'bulkAnnotation.allRecordsAnnotated',
      params: { total: 240, action: 'discarded' },
      type: 'info',
    });
    expect(state().affectsAllResults).toBe(false);
    state().dismissMessage();
    expect(state().message).toBeNull();
  });

  it('runs 100 records without asking', async () => {
    const { state, bulkCalls } = await setup(100, {}, 100);
    state().selectPage();
    await state().annotate('discarded');
    expect(state().pendingConfirmation).toBeNull();
    expect(bulkCalls()).toHaveLength(10);
  });
});
