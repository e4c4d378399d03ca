import { describe, expect, it, vi } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import type { WireRecord } from '../api/wire/records';
import { selectCanSubmit } from './recordForm';
import { deferred, type FakeReply } from '../testing/createFakeFetch';
import { createFakeAnnotationServer, USER_ID } from '../testing/createFakeAnnotationServer';
import {
  FIRST_ID,
  METRICS_PATH,
  SEARCH_PATH,
  SECOND_ID,
  setupAnnotationStore,
} from '../testing/setupAnnotationStore';

// Auto-save is covered on its own; here it would add draft requests to the ones counted.
const setup = (fake = createFakeAnnotationServer()) => setupAnnotationStore(fake, { autosave: false });

describe('createAnnotationStore: actions', () => {
  it('submit creates the response with valid answers and the duration, then shows the next record and reloads metrics', async () => {
    const { state, server, advanceClock } = setup();
    await state().load();
    state().setAnswer('review-review', '');
    advanceClock(7_400);

    await state().submit();

    const [create] = server.callsTo('POST', `/api/v1/records/${FIRST_ID}/responses`);
    expect(create?.json).toEqual({
      status: 'submitted',
      values: {
        sentiment: { value: 'positive' },
        'sentiment-multi-label': { value: ['positive', 'very_positive'] },
        'review-rating': { value: 5 },
        ranking: {
          value: [
            { value: 'option-a', rank: 1 },
            { value: 'option-d', rank: 2 },
            { value: 'option-c', rank: 3 },
            { value: 'option-b', rank: 4 },
          ],
        },
        duration: { value: 7 },
      },
    });
    // Submitting moves to the next record page; it came with the first page, so nothing is fetched.
    const searches = server.callsTo('POST', SEARCH_PATH);
    expect(searches.map((call) => call.query.get('offset'))).toEqual(['0']);
    expect(state().record?.id).toBe(SECOND_ID);
    expect(state().page).toBe(2);
    expect(state().total).toBe(2);
    // The submitted record keeps its place, with its response.
    await state().previous();
    expect(state().record?.status).toBe('submitted');
    expect(state().answers.sentiment).toBe('positive');
    expect(state().isModified).toBe(false);
    await state().next();
    expect(state().pendingAction).toBeNull();
    expect(state().status).toBe('ready');
    expect(server.callsTo('GET', METRICS_PATH)).toHaveLength(2);
    expect(state().metrics).toMatchObject({ submitted: 1, pending: 1, responded: 1 });
    // The second record has no suggestions: nothing is prefilled.
    expect(state().answers.sentiment).toBeUndefined();
    expect(selectCanSubmit(state(), null)).toBe(false);
  });

  it('submit shows the next record without waiting for the metrics to reload', async () => {
    const fake = createFakeAnnotationServer();
    const { state } = setup(fake);
    await state().load();
    const metrics = deferred<FakeReply>();
    fake.server.on('GET', METRICS_PATH, () => metrics.promise);

    const submitting = state().submit();
    await vi.waitFor(() => expect(state().record?.id).toBe(SECOND_ID), { timeout: 1_000 });
    expect(state().pendingAction).toBeNull();
    expect(state().metrics).toMatchObject({ submitted: 0 });

    metrics.resolve({ body: { responses: { total: 2, submitted: 1, discarded: 0, draft: 0, pending: 1 } } });
    await submitting;
    expect(state().metrics).toMatchObject({ submitted: 1, pending: 1 });
  });

  it('updates the caller’s existing response with PUT', async () => {
    const records = structuredClone(
      (searchFixture as unknown as Record<string, { items: { record: WireRecord }[] }>)[
        'POST /api/v1/me/datasets/{datasetId}/records/search (pending queue, mockRecordWithRating)'
      ]!.items.map((item) => item.record),
    );
    const draft = {
      id: 'resp-draft',
      status: 'draft' as const,
      values: { sentiment: { value: 'sad' }, 'sentiment-multi-label': { value: ['sad'] } },
      record_id: records[0]!.id,
      user_id: USER_ID,
      inserted_at: '2024-05-01T10:22:33',
      updated_at: '2024-05-01T10:22:33',
    };
    records[0]!.responses = [draft];
    const fake = createFakeAnnotationServer(records);
    fake.acceptUpdates('resp-draft', records[0]!.id);
    const { state, server } = setup(fake);
    await state().load();

    expect(state().record?.status).toBe('draft');
    expect(state().answers).toMatchObject({ sentiment: 'sad', 'sentiment-multi-label': ['sad'] });
    expect(state().lastSavedAt).toBe(Date.UTC(2024, 4, 1, 10, 22, 33));
    await state().submit();

    expect(server.callsTo('PUT', '/api/v1/responses/resp-draft')[0]?.json).toMatchObject({
      status: 'submitted',
    });
    expect(
      server.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/responses')),
    ).toHaveLength(0);
  });

  it('discard saves a discarded response and moves on', async () => {
    const { state, server } = setup();
    await state().load();
    await state().discard();
    expect(server.callsTo('POST', `/api/v1/records/${FIRST_ID}/responses`)[0]?.json).toMatchObject({
      status: 'discarded',
    });
    expect(state().record?.id).toBe(SECOND_ID);
    expect(state().metrics).toMatchObject({ discarded: 1, responded: 1 });
  });

  it('saveDraft keeps the record, marks it draft and then updates the same response', async () => {
    const { state, server, clock, advanceClock } = setup();
    await state().load();

    await state().saveDraft();
    expect(server.callsTo('POST', `/api/v1/records/${FIRST_ID}/responses`)[0]?.json).toMatchObject({
      status: 'draft',
    });
    expect(state().record?.id).toBe(FIRST_ID);
    expect(state().record?.status).toBe('draft');
    expect(state().lastSavedAt).toBe(clock());
    expect(state().metrics).toMatchObject({ draft: 1 });

    advanceClock(3_000);
    state().setAnswer('review-review', 'changed my mind');
    await state().saveDraft();
    const [update] = server.callsTo('PUT', '/api/v1/responses/resp-1');
    expect(update?.json).toMatchObject({
      status: 'draft',
      values: { 'review-review': { value: 'changed my mind' }, duration: { value: 3 } },
    });
    expect(state().lastSavedAt).toBe(clock());
  });

  it('runs one action at a time', async () => {
    const fake = createFakeAnnotationServer();
    const { state, server } = setup(fake);
    await state().load();
    const reply = deferred<FakeReply>();
    fake.server.on('POST', `/api/v1/records/${FIRST_ID}/responses`, () => reply.promise);

    const drafting = state().saveDraft();
    expect(state().pendingAction).toBe('draft');
    await state().saveDraft();
    await state().clear();
    await state().next();
    expect(server.callsTo('POST', `/api/v1/records/${FIRST_ID}/responses`)).toHaveLength(1);
    expect(server.callsTo('POST', SEARCH_PATH)).toHaveLength(1);
    expect(state().record?.id).toBe(FIRST_ID);

    reply.resolve({
      status: 201,
      body: { id: 'r', status: 'draft', values: {}, record_id: FIRST_ID, user_id: USER_ID },
    });
    await drafting;
    expect(state().pendingAction).toBeNull();
  });

  it('a submit pressed while a draft save runs waits for it, then submits the same response', async () => {
    const fake = createFakeAnnotationServer();
    const { state, server } = setup(fake);
    await state().load();
    const draftReply = deferred<FakeReply>();
    fake.server.on('POST', `/api/v1/records/${FIRST_ID}/responses`, () => draftReply.promise);

    const drafting = state().saveDraft();
    const submitting = state().submit();
    expect(server.callsTo('PUT', '/api/v1/responses/resp-draft')).toHaveLength(0);

    draftReply.resolve({
      status: 201,
      body: { id: 'resp-draft', status: 'draft', values: {}, record_id: FIRST_ID, user_id: USER_ID },
    });
    fake.server.on('PUT', '/api/v1/responses/resp-draft', {
      body: { id: 'resp-draft', status: 'submitted', values: {}, record_id: FIRST_ID, user_id: USER_ID },
    });
    await drafting;
    await submitting;
    expect(server.callsTo('PUT', '/api/v1/responses/resp-draft')[0]?.json).toMatchObject({ status: 'submitted' });
    expect(state().record?.id).toBe(SECOND_ID);
  });

  it('keeps the record and reports the message when submitting fails', async () => {
    const fake = createFakeAnnotationServer();
    const { state } = setup(fake);
    await state().load();
    fake.server.on('POST', `/api/v1/records/${FIRST_ID}/responses`, {
      status: 422,
      body: { detail: "missing response value for required question with name='sentiment'" },
    });

    await state().submit();
    expect(state().record?.id).toBe(FIRST_ID);
    expect(state().pendingAction).toBeNull();
    expect(state().error).toEqual({
      key: 'http.other',
      params: { status: 422 },
      text: "missing response value for required question with name='sentiment'",
    });
  });

  it('reports a failed draft with errors.saving and the reason', async () => {
    const fake = createFakeAnnotationServer();
    const { state } = setup(fake);
    await state().load();
    fake.server.on('POST', `/api/v1/records/${FIRST_ID}/responses`, {
      status: 422,
      body: { detail: 'bad value' },
    });

    await state().saveDraft();
    expect(state().error).toEqual({ key: 'errors.saving', params: { error: 'bad value' } });
    expect(state().pendingAction).toBeNull();
    expect(state().lastSavedAt).toBeNull();
  });
});
