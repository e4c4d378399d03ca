import { describe, expect, it, vi } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import type { WireRecord } from '../api/wire/records';
import { selectCanSubmit } from './recordForm';
import { deferred, type FakeReply } from '../testing/createFakeFetch';
import { createFakeAnnotationServer, DATASET_ID, USER_ID, WORKSPACE_ID } from '../testing/createFakeAnnotationServer';
import type { WireResponse } from '../api/wire/records';
import { FIRST_ID, SEARCH_PATH, SECOND_ID, setupAnnotationStore } from '../testing/setupAnnotationStore';

// Auto-save is covered on its own; here it would add draft requests to the ones counted.
const setup = (fake = createFakeAnnotationServer(), options = {}) =>
  setupAnnotationStore(fake, { autosave: false, ...options });

const fakeResponse: WireResponse = {
  id: 'resp-x',
  status: 'submitted',
  values: {},
  record_id: FIRST_ID,
  user_id: USER_ID,
  inserted_at: '2024-05-01T10:22:33',
  updated_at: '2024-05-01T10:22:33',
};

describe('createAnnotationStore: load', () => {
  it('loads dataset, workspace, fields, questions, the first pending record and metrics', async () => {
    const { state, server } = setup();
    await state().load();

    expect(state().status).toBe('ready');
    expect(state().error).toBeNull();
    expect(state().dataset).toMatchObject({ id: DATASET_ID, name: 'imdb-reviews', workspaceName: 'argilla' });
    expect(state().workspace?.name).toBe('argilla');
    expect(state().fields.map((field) => field.name)).toEqual(['text']);
    expect(state().questions.map((question) => question.name)).toEqual([
      'sentiment',
      'sentiment-multi-label',
      'review-rating',
      'review-review',
      'ranking',
    ]);
    expect(state().page).toBe(1);
    expect(state().total).toBe(2);
    expect(state().record?.id).toBe(FIRST_ID);
    expect(state().emptyState).toBeNull();
    expect(state().metrics).toMatchObject({ total: 2, submitted: 0, pending: 2, responded: 0 });

    const [search] = server.callsTo('POST', SEARCH_PATH);
    expect(search?.json).toEqual(searchFixture.expectedSearchRequestBodies['pending queue, no filters']);
    expect(search?.query.getAll('include')).toEqual(['responses', 'suggestions', 'response_suggestions']);
    // Focus mode loads a page of 10 records ahead and shows them one by one.
    expect(search?.query.get('offset')).toBe('0');
    expect(search?.query.get('limit')).toBe('10');
    expect(state().mode).toBe('focus');
    expect(state().records.map((record) => record.id)).toEqual([FIRST_ID]);
    expect(state().canGoPrevious).toBe(false);
    expect(state().canGoNext).toBe(true);
  });

  it('requests questions, fields and records in parallel', async () => {
    const fake = createFakeAnnotationServer();
    const questionsReply = deferred<FakeReply>();
    const questionsPath = `/api/v1/datasets/${DATASET_ID}/questions`;
    fake.server.on('GET', questionsPath, () => questionsReply.promise);
    const { state, server } = setup(fake);

    const loading = state().load();
    await Promise.resolve();
    expect(state().status).toBe('loading');
    const requested = server.calls.map((call) => `${call.method} ${call.path}`);
    expect(requested).toEqual(
      expect.arrayContaining([
        `GET ${questionsPath}`,
        `GET /api/v1/datasets/${DATASET_ID}/fields`,
        `POST ${SEARCH_PATH}`,
      ]),
    );

    questionsReply.resolve({ body: { items: [] } });
    await loading;
    expect(state().status).toBe('ready');
  });

  it('shows the first record without waiting for the metrics, and asks for them once it shows', async () => {
    const fake = createFakeAnnotationServer();
    const metricsReply = deferred<FakeReply>();
    const metricsPath = `/api/v1/me/datasets/${DATASET_ID}/metrics`;
    fake.server.on('GET', metricsPath, () => metricsReply.promise);
    const { state, server } = setup(fake);

    const loading = state().load();
    await Promise.resolve();
    // On a large dataset the counts are the slowest read: they are not asked for beside the record's reads.
    expect(server.callsTo('GET', metricsPath)).toHaveLength(0);
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(state().record?.id).toBe(FIRST_ID);
    expect(state().metrics).toBeNull();
    expect(server.callsTo('GET', metricsPath)).toHaveLength(1);

    metricsReply.resolve({
      body: { responses: { total: 2, submitted: 1, discarded: 0, draft: 0, pending: 1 } },
    });
    await loading;
    expect(state().metrics).toMatchObject({ total: 2, submitted: 1 });
  });

  it('prefills a pending record from its suggestions, except table questions', async () => {
    const { state } = setup();
    await state().load();

    expect(state().answers).toEqual({
      sentiment: 'positive',
      'sentiment-multi-label': ['positive', 'very_positive'],
      'review-rating': 5,
      'review-review': 'This is a review of the review',
      ranking: [
        { value: 'option-a', rank: 1 },
        { value: 'option-d', rank: 2 },
        { value: 'option-c', rank: 3 },
        { value: 'option-b', rank: 4 },
      ],
    });
    expect(Object.values(state().validity)).toEqual(['valid', 'valid', 'valid', 'valid', 'valid']);
    expect(selectCanSubmit(state(), null)).toBe(true);
  });

  it('reports a dataset that cannot be loaded with its id', async () => {
    const fake = createFakeAnnotationServer();
    fake.server.on('GET', `/api/v1/datasets/${DATASET_ID}`, {
      status: 404,
      body: { detail: 'Dataset not found' },
    });
    const { state } = setup(fake);
    await state().load();
    expect(state().status).toBe('error');
    expect(state().error).toEqual({ key: 'errors.datasetInfo', params: { id: DATASET_ID, status: 404 } });
  });

  it('keeps the fields when only the workspace fails (a connection lost during the load), so a shown record is whole', async () => {
    const fake = createFakeAnnotationServer();
    fake.server.on('GET', `/api/v1/workspaces/${WORKSPACE_ID}`, () => Promise.reject(new TypeError('Failed to fetch')));
    const { state } = setup(fake);
    await state().load();
    expect(state().status).toBe('error');
    expect(state().error).toMatchObject({ key: 'errors.workspaceInfo' });
    expect(state().record).not.toBeNull();
    expect(state().fields.map((field) => field.name)).not.toEqual([]);
  });

  /** A load whose workspace answers only when the test says, awaited until the view is ready. */
  async function loadWithHeldWorkspace() {
    const fake = createFakeAnnotationServer();
    const workspaceReply = deferred<FakeReply>();
    fake.server.on('GET', `/api/v1/workspaces/${WORKSPACE_ID}`, () => workspaceReply.promise);
    const { state } = setup(fake);
    const loading = state().load();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    return { state, loading, workspaceReply };
  }

  it("is ready with the record and its fields before the dataset's workspace answers, then names the workspace", async () => {
    const { state, loading, workspaceReply } = await loadWithHeldWorkspace();
    expect(state().record?.id).toBe(FIRST_ID);
    expect(state().fields.map((field) => field.name)).toEqual(['text']);
    expect(state().dataset?.workspaceName).toBeNull();
    workspaceReply.resolve({ body: { id: WORKSPACE_ID, name: 'argilla', inserted_at: '2024-05-01T10:00:00', updated_at: '2024-05-01T10:00:00' } });
    await loading;
    expect(state().status).toBe('ready');
    expect(state().dataset?.workspaceName).toBe('argilla');
    expect(state().workspace?.name).toBe('argilla');
  });

  it('ends in the workspace error when the workspace fails after the record showed', async () => {
    const { state, loading, workspaceReply } = await loadWithHeldWorkspace();
    workspaceReply.resolve({ status: 404, body: { detail: 'Workspace not found' } });
    await loading;
    expect(state().status).toBe('error');
    expect(state().error).toMatchObject({ key: 'errors.workspaceInfo', params: { id: DATASET_ID } });
  });

  it('reports a failed record search with the HTTP message', async () => {
    const fake = createFakeAnnotationServer();
    fake.server.on('POST', SEARCH_PATH, {
      status: 500,
      body: { detail: { code: 'argilla.api.errors::GenericServerError', params: {} } },
    });
    const { state } = setup(fake);
    await state().load();
    expect(state().status).toBe('error');
    expect(state().error).toEqual({ key: 'http.500' });
  });
});

describe('createAnnotationStore: answers and validity', () => {
  it('disables submit until every required question is answered validly', async () => {
    const { state } = setup();
    await state().load();

    state().setAnswer('sentiment', undefined);
    expect(state().validity.sentiment).toBe('invalid');
    expect(selectCanSubmit(state(), null)).toBe(false);

    state().setAnswer('sentiment', 'sad');
    expect(selectCanSubmit(state(), null)).toBe(true);

    // An optional ranking with only some options ranked blocks submitting.
    state().setAnswer('ranking', [
      { value: 'option-a', rank: 1 },
      { value: 'option-b', rank: null },
    ]);
    expect(state().validity.ranking).toBe('partiallyValid');
    expect(selectCanSubmit(state(), null)).toBe(false);
  });

  it('ignores submit while it is disabled', async () => {
    const { state, server } = setup();
    await state().load();
    state().setAnswer('sentiment-multi-label', []);
    await state().submit();
    expect(
      server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/responses')),
    ).toHaveLength(0);
  });
});

describe('createAnnotationStore: pagination', () => {
  it('moves by one record within the loaded page and stops at both ends', async () => {
    const { state, server } = setup();
    await state().load();

    await state().previous();
    expect(state().page).toBe(1);

    await state().next();
    expect(state().page).toBe(2);
    expect(state().record?.id).toBe(SECOND_ID);
    expect(state().canGoNext).toBe(false);
    // Both records came with the first page: paging fetched nothing.
    expect(server.callsTo('POST', SEARCH_PATH)).toHaveLength(1);

    await state().next();
    expect(state().page).toBe(2);

    await state().previous();
    expect(state().page).toBe(1);
    expect(state().record?.id).toBe(FIRST_ID);
  });

  it('ignores a page request while a fetch runs', async () => {
    const fake = createFakeAnnotationServer();
    const { state, server, store } = setup(fake);
    await state().load();
    const reply = deferred<FakeReply>();
    fake.server.on('POST', SEARCH_PATH, () => reply.promise);

    const reloading = store.queue.getState().load();
    await state().next();
    await state().previous();
    expect(state().page).toBe(1);
    expect(server.callsTo('POST', SEARCH_PATH)).toHaveLength(2);

    reply.resolve({ body: { items: [{ record: fake.records[1], query_score: null }], total: 1 } });
    await reloading;
    expect(state().record?.id).toBe(SECOND_ID);
  });

  it('falls back to page one when the page left the queue on a reload', async () => {
    const fake = createFakeAnnotationServer();
    const { state, server, store } = setup(fake);
    await state().load();
    await state().next();
    fake.responses.set(SECOND_ID, { ...fakeResponse, record_id: SECOND_ID });
    await store.queue.getState().load();
    expect(state().page).toBe(1);
    expect(store.criteria.getState().committed.page.client.page).toBe(1);
    expect(state().record?.id).toBe(FIRST_ID);
    expect(server.callsTo('POST', SEARCH_PATH).map((call) => call.query.get('offset'))).toEqual([
      '0',
      '1',
      '0',
    ]);
  });
});

describe('createAnnotationStore: empty states', () => {
  const recordsOf = (status: 'pending' | 'completed', count: number): WireRecord[] =>
    Array.from({ length: count }, (_, index) => ({
      id: `r-${index}`,
      status,
      fields: { text: `record ${index}` },
      metadata: null,
      external_id: null,
    }));

  it('says the task is completed when every record is completed', async () => {
    const fake = createFakeAnnotationServer(recordsOf('completed', 3));
    fake.server.on('POST', SEARCH_PATH, { body: { items: [], total: 0 } });
    const { state } = setup(fake);
    await state().load();
    expect(state().record).toBeNull();
    expect(selectCanSubmit(state(), null)).toBe(false);
    expect(state().emptyState).toEqual({ key: 'taskDistributionCompleted' });
  });

  it('words an empty dataset for admins from the given role', async () => {
    const { state, server } = setup(createFakeAnnotationServer([]), { role: 'admin' });
    await state().load();
    expect(state().emptyState).toEqual({ key: 'datasetEmptyForAdmin' });
    expect(server.callsTo('GET', '/api/v1/me')).toHaveLength(0);
  });

  it('asks for the role when not given and words an empty dataset for annotators', async () => {
    const fake = createFakeAnnotationServer([]);
    fake.server.on('GET', '/api/v1/me', { body: { id: USER_ID, username: 'ann', role: 'annotator' } });
    const { state } = setup(fake);
    await state().load();
    expect(state().emptyState).toEqual({ key: 'datasetEmptyForAnnotator' });
  });

  it('says there is nothing pending once the caller answered everything', async () => {
    const { state } = setup(createFakeAnnotationServer(recordsOf('pending', 1)));
    await state().load();
    state().setAnswer('sentiment', 'positive');
    state().setAnswer('sentiment-multi-label', ['positive']);
    await state().submit();
    // The submitted record keeps its place (page 1); page 2 is past the end of the queue.
    expect(state().page).toBe(2);
    expect(state().record).toBeNull();
    expect(state().canGoNext).toBe(false);
    expect(state().canGoPrevious).toBe(true);
    expect(state().emptyState).toEqual({ key: 'noPendingRecordsToAnnotate' });
  });
});
