import { describe, expect, it, vi } from 'vitest';
import {
  METRICS_PATH,
  SEARCH_PATH,
  createFakeRecordServer,
  wireRecord,
} from '../queue/testing/createFakeRecordServer';
import { setupWorkflow } from './testing/setupWorkflow';

const suggestion = (questionId: string, value: unknown, type: 'model' | 'selection' = 'model') => ({
  id: `s-${questionId}-${type}`,
  question_id: questionId,
  type,
  value,
  agent: 'gpt',
  score: 0.8,
});

describe('annotation workflows: answers', () => {
  it('tracks modified answers and flags a modified submitted record as touched', async () => {
    const { state } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    expect(state().isModified).toBe(true);
    expect(state().isTouched).toBe(false);
    await state().submit();
    await state().previous();
    expect(state().record?.status).toBe('submitted');
    expect(state().isModified).toBe(false);
    state().setAnswer('sentiment', 'negative');
    expect(state().isTouched).toBe(true);
    state().reset();
    expect(state().answers.sentiment).toBe('positive');
    expect(state().isTouched).toBe(false);
  });

  it('keeps unsaved answers of a record paged away from', async () => {
    const { state } = setupWorkflow(3);
    await state().load();
    state().setAnswer('notes', 'half way');
    await state().next();
    expect(state().answers.notes).toBeUndefined();
    await state().previous();
    expect(state().answers.notes).toBe('half way');
    expect(state().isModified).toBe(true);
  });

  it('pre-answers the context-relevant question of a pending record, also from a selection suggestion', async () => {
    const fake = createFakeRecordServer(0, [
      wireRecord(1, [
        suggestion('q-context', ['Methods', 'Results'], 'selection'),
        suggestion('q-topics', ['sports'], 'selection'),
        suggestion('q-sentiment', 'negative'),
      ]),
    ]);
    const { state } = setupWorkflow(0, { fake });
    await state().load();
    expect(state().answers['context-relevant']).toEqual(['Methods', 'Results']);
    // A selection suggestion lists choices: it prefills nothing else.
    expect(state().answers.topics).toBeUndefined();
    expect(state().answers.sentiment).toBe('negative');
  });
});

describe('annotation workflows: actions', () => {
  it('clear removes the response and makes the record pending again', async () => {
    const { state, server } = setupWorkflow(2);
    await state().load();
    state().setAnswer('sentiment', 'neutral');
    await state().saveDraft();
    expect(state().record?.status).toBe('draft');
    expect(state().lastSavedAt).not.toBeNull();

    await state().clear();
    expect(server.callsTo('DELETE', '/api/v1/responses/resp-1')).toHaveLength(1);
    expect(state().record?.status).toBe('pending');
    expect(state().record?.response).toBeNull();
    expect(state().answers.sentiment).toBeUndefined();
    expect(state().lastSavedAt).toBeNull();
    expect(state().pendingAction).toBeNull();
  });

  it('clear without a response sends nothing', async () => {
    const { state, server } = setupWorkflow(2);
    await state().load();
    state().setAnswer('sentiment', 'neutral');
    await state().clear();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(state().answers.sentiment).toBeUndefined();
  });

  it('ignores a discard of a discarded record', async () => {
    const { state, server } = setupWorkflow(2);
    await state().load();
    await state().discard();
    await state().previous();
    expect(state().record?.status).toBe('discarded');
    await state().discard();
    expect(server.calls.filter((call) => call.path.includes('/responses'))).toHaveLength(1);
  });

  it('acts on no record without an id', async () => {
    const fake = createFakeRecordServer(0, [{ ...wireRecord(1), id: '' }]);
    const { state, server } = setupWorkflow(0, { fake });
    await state().load();
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    await state().saveDraft();
    await state().discard();
    await state().clear();
    expect(server.calls.filter((call) => call.path.includes('/responses'))).toHaveLength(0);
  });

  it('updates an existing response and creates a missing one, then reloads the metrics', async () => {
    // Dropping the cached metrics and progress is the client's work on every response write (writeInvalidations).
    const { state, server } = setupWorkflow(2);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    await state().saveDraft();
    await state().submit();
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(1);
    expect(server.callsTo('PUT', '/api/v1/responses/resp-1')[0]?.json).toMatchObject({ status: 'submitted' });
    expect(server.callsTo('GET', METRICS_PATH)).toHaveLength(3);
    expect(state().metrics).toMatchObject({ submitted: 1, responded: 1 });
  });

  it('adds the answering time in seconds, without the time the page was hidden', async () => {
    let hidden = false;
    const listeners = new Set<() => void>();
    const visibility = {
      isHidden: () => hidden,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const { state, server, advanceClock, store } = setupWorkflow(2, { visibility });
    await state().load();
    state().setAnswer('sentiment', 'positive');
    advanceClock(4_000);
    hidden = true;
    listeners.forEach((listener) => listener());
    advanceClock(60_000);
    hidden = false;
    listeners.forEach((listener) => listener());
    advanceClock(2_000);
    await state().submit();
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')[0]?.json).toMatchObject({
      values: { duration: { value: 6 } },
    });
    store.getState().dispose();
    expect(listeners.size).toBe(0);
  });

  it('sends no duration when nothing is answered', async () => {
    const { state, server, advanceClock } = setupWorkflow(2);
    await state().load();
    advanceClock(5_000);
    await state().discard();
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')[0]?.json).toEqual({
      status: 'discarded',
      values: {},
    });
  });
});

describe('annotation workflows: the whole queue', () => {
  it('walks a pending queue of 12 by submitting, fetching ahead past the submitted records', async () => {
    const { state, store, searches } = setupWorkflow(12);
    await state().load();
    const shown: string[] = [];
    for (let n = 1; n <= 12; n++) {
      shown.push(state().record!.id);
      state().setAnswer('sentiment', 'positive');
      await state().submit();
      await store.queue.getState().whenBuffered();
    }
    expect(shown).toEqual(Array.from({ length: 12 }, (_, index) => `rec-${index + 1}`));
    // Page 1 of 10, then ahead from the server's position 7 once 4 were submitted, then past the end.
    expect(searches()).toEqual([
      [0, 10],
      [6, 10],
      [0, 10],
    ]);
    expect(state().page).toBe(13);
    expect(state().total).toBe(12);
    expect(state().record).toBeNull();
    expect(state().emptyState).toEqual({ key: 'noPendingRecordsToAnnotate' });
  });
});

describe('annotation workflows: loading', () => {
  it('recovers from a failed first search once other criteria load', async () => {
    const fake = createFakeRecordServer(3);
    let fail = true;
    const search = fake.server.calls;
    fake.server.on('POST', SEARCH_PATH, () =>
      fail ? { status: 500, body: { detail: { code: 'x', params: {} } } } : { body: { items: [], total: 0 } },
    );
    const { state, criteria } = setupWorkflow(3, { fake });
    await state().load();
    expect(state().status).toBe('error');
    expect(state().error).toEqual({ key: 'http.500' });
    fail = false;
    criteria.getState().setStatus('draft');
    criteria.getState().commit();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(state().error).toBeNull();
    expect(state().emptyState).toEqual({ key: 'noDraftRecordsToReview' });
    expect(search.filter((call) => call.path === SEARCH_PATH)).toHaveLength(2);
  });
});

describe('annotation workflows: bulk mode and similarity', () => {
  it('shows a page of records in bulk mode and pages by the page size', async () => {
    const { state, store, criteria, searches } = setupWorkflow(30);
    criteria.getState().setMode('bulk');
    criteria.getState().setPageSize(10);
    criteria.getState().commit();
    await state().load();
    expect(state().mode).toBe('bulk');
    expect(state().records.map((record) => record.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => `rec-${index + 1}`),
    );
    expect(state().answers).toEqual({});
    await store.queue.getState().whenBuffered();
    await state().next();
    expect(state().page).toBe(11);
    expect(state().records[0]?.id).toBe('rec-11');
    expect(searches()[0]).toEqual([0, 10]);
    store.bulk.getState().selectPage();
    await state().previous();
    expect(store.bulk.getState().selectedIds).toEqual([]);
  });

  it('shows the similarity reference record', async () => {
    const { state, server } = setupWorkflow(5, {
      initial: { similaritySearch: { recordId: 'rec-2', vectorName: 'v', limit: 10, order: 'most' } },
    });
    await state().load();
    expect(state().reference?.id).toBe('rec-2');
    expect(server.callsTo('POST', SEARCH_PATH)[0]?.json).toMatchObject({
      query: { vector: { name: 'v', record_id: 'rec-2', max_results: 10, order: 'most_similar' } },
    });
  });
});
