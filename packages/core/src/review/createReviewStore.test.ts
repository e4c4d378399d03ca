import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createI18n } from '../i18n/createI18n';
import { createReviewStore } from './createReviewStore';
import { REVIEW_MESSAGE_KEYS } from './reviewMessageKeys';
import { selectBulkAccept, selectReviewDecision, selectReviewPaging } from './reviewSelectors';
import { fakeReviewServer, queueItem } from './testing/reviewFixtures';

const disputed = (id: string) =>
  queueItem(
    id,
    {
      'u-ann': { sentiment: 'positive', summary: 'a cat' },
      'u-bob': { sentiment: 'negative', summary: 'a big cat' },
      'u-cat': { sentiment: 'positive', summary: 'a cat' },
    },
    { values: { sentiment: { value: 'positive' } } },
  );
const unanimous = (id: string) =>
  queueItem(id, { 'u-ann': { sentiment: 'neutral' }, 'u-bob': { sentiment: 'neutral' } }, {}, 0);

function setup(
  items = [disputed('r1'), disputed('r2')],
  options: { canReview?: boolean; pageSize?: number } = {},
) {
  const server = fakeReviewServer(items, options);
  const client = createApiClient({ fetch: server.fetch });
  const store = createReviewStore({ client, datasetId: 'ds', pageSize: options.pageSize });
  const reviewReply =
    (status: string, values = {}, comment: string | null = null) =>
    (call: { path: string }) => ({
      body: {
        record_id: call.path.split('/')[4],
        status,
        values,
        reviewer_id: 'u-rev',
        comment,
        updated_at: 'now',
      },
    });
  return { server, store, state: () => store.getState(), reviewReply };
}

describe('createReviewStore', () => {
  it('loads the questions and the pending queue, most disagreement first, and compares the first record', async () => {
    const { server, state } = setup();
    await state().load();
    expect(state().status).toBe('ready');
    expect(state().datasetName).toBe('Tweets');
    const query = server.callsTo('GET', '/api/v1/datasets/ds/review/records')[0]!.query;
    expect([query.get('status'), query.get('sort'), query.get('offset'), query.get('limit')]).toEqual([
      'pending',
      'disagreement',
      '0',
      '20',
    ]);
    expect(state().item?.recordId).toBe('r1');
    expect(state().gold.sentiment).toBe('positive');
    const sentiment = state().comparisons.find((c) => c.question.name === 'sentiment')!;
    expect(sentiment.disagrees).toBe(true);
    expect(state().comparisons.find((c) => c.question.name === 'topics')!.disagrees).toBe(false);
    expect(selectReviewPaging(state())).toEqual({ position: 1, total: 2, canNext: true, canPrevious: false });
  });

  it('tells someone who is not a reviewer so, without reading the queue', async () => {
    const { server, state } = setup(undefined, { canReview: false });
    await state().load();
    expect(state().status).toBe('error');
    expect(state().loadError).toEqual({ key: REVIEW_MESSAGE_KEYS.notReviewer });
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/records')).toHaveLength(0);
  });

  it("takes one annotator's answer as gold and accepts with it, then shows the next record", async () => {
    const { server, state, reviewReply } = setup();
    server.on(
      'PUT',
      '/api/v1/records/r1/review',
      reviewReply('accepted', { sentiment: { value: 'negative' } }),
    );
    await state().load();
    state().useAnswerOf('sentiment', 'u-bob');
    expect(state().gold.sentiment).toBe('negative');
    expect(state().goldModified).toBe(true);
    await state().accept();
    const put = server.callsTo('PUT', '/api/v1/records/r1/review')[0]!;
    // An untouched span question is sent as "no spans", as the annotation form sends it.
    expect(put.json).toEqual({
      status: 'accepted',
      values: { sentiment: { value: 'negative' }, entities: { value: [] } },
    });
    expect(state().item?.recordId).toBe('r2');
    expect(state().items[0]!.status).toBe('accepted');
  });

  it('refuses to accept a gold answer missing a required question, and says which', async () => {
    const { server, state } = setup();
    await state().load();
    state().setGoldAnswer('sentiment', undefined);
    const decision = selectReviewDecision(state());
    expect(decision.canAccept).toBe(false);
    expect(decision.acceptBlockedBy).toEqual({
      key: REVIEW_MESSAGE_KEYS.goldIncomplete,
      params: { questions: 'Sentiment' },
    });
    await state().accept();
    expect(server.callsTo('PUT', '/api/v1/records/r1/review')).toHaveLength(0);
  });

  it('rejects only with a comment, and sends it trimmed', async () => {
    const { server, state, reviewReply } = setup();
    server.on('PUT', '/api/v1/records/r1/review', reviewReply('rejected', {}, 'Read the guidelines'));
    await state().load();
    state().setRejecting(true);
    expect(selectReviewDecision(state()).rejectBlockedBy).toEqual({
      key: REVIEW_MESSAGE_KEYS.commentRequired,
    });
    state().setComment('  Read the guidelines ');
    expect(selectReviewDecision(state()).canReject).toBe(true);
    await state().reject();
    expect(server.callsTo('PUT', '/api/v1/records/r1/review')[0]!.json).toEqual({
      status: 'rejected',
      comment: 'Read the guidelines',
    });
    expect(state().rejecting).toBe(false);
    expect(state().item?.recordId).toBe('r2');
  });

  it("keeps the reviewer's edits and shows the server's message when a decision is refused", async () => {
    const { server, state } = setup();
    server.on('PUT', '/api/v1/records/r1/review', {
      status: 422,
      body: { detail: "Question 'sentiment' is invalid" },
    });
    await state().load();
    state().useAnswerOf('sentiment', 'u-bob');
    await state().accept();
    expect(state().actionError?.text).toBe("Question 'sentiment' is invalid");
    expect(state().item?.recordId).toBe('r1');
    expect(state().gold.sentiment).toBe('negative');
    expect(state().pendingAction).toBeNull();
  });

  it('keeps the edits of a record paged away from until it is decided', async () => {
    const { state } = setup();
    await state().load();
    state().useAnswerOf('sentiment', 'u-bob');
    state().setComment('why?');
    await state().next();
    expect(state().gold.sentiment).toBe('positive');
    expect(state().comment).toBe('');
    await state().previous();
    expect(state().gold.sentiment).toBe('negative');
    expect(state().comment).toBe('why?');
    state().resetGold();
    expect(state().gold.sentiment).toBe('positive');
  });

  it('pages through the queue; decided records that left the filter do not shift the next page', async () => {
    const { server, state, reviewReply } = setup([disputed('r1'), disputed('r2'), disputed('r3')], {
      pageSize: 2,
    });
    server.on(
      'PUT',
      '/api/v1/records/r2/review',
      reviewReply('accepted', { sentiment: { value: 'positive' } }),
    );
    await state().load();
    await state().next();
    expect(state().item?.recordId).toBe('r2');
    // The server now lists r2 as accepted: the pending queue is r1, r3.
    server.on('GET', '/api/v1/datasets/ds/review/records', (call) => {
      const offset = Number(call.query.get('offset'));
      const pending = [disputed('r1'), disputed('r3')];
      return { body: { items: pending.slice(offset, offset + 2), total: 2 } };
    });
    await state().accept();
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/records').at(-1)!.query.get('offset')).toBe('1');
    expect(state().item?.recordId).toBe('r3');
    await state().previous();
    expect(state().offset).toBe(0);
    expect(state().item?.recordId).toBe('r3');
  });

  it('filters and sorts the queue, and says when it is empty', async () => {
    const { server, state } = setup();
    await state().load();
    await state().setFilter('rejected');
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/records').at(-1)!.query.get('status')).toBe(
      'rejected',
    );
    expect(state().item).toBeNull();
    expect(state().emptyState).toEqual({
      key: REVIEW_MESSAGE_KEYS.emptyQueue,
      params: { status: 'rejected' },
    });
    await state().setFilter('all');
    await state().setSort('updated');
    const query = server.callsTo('GET', '/api/v1/datasets/ds/review/records').at(-1)!.query;
    expect([query.get('status'), query.get('sort')]).toEqual([null, 'updated']);
    expect(state().item?.recordId).toBe('r1');
  });

  it('bulk-accepts the unanimous records of the page with their default gold answer, in one request', async () => {
    const { server, state } = setup([disputed('r1'), unanimous('r2'), unanimous('r3')]);
    server.on('PUT', '/api/v1/datasets/ds/reviews', {
      body: {
        items: [
          {
            record_id: 'r2',
            review: {
              record_id: 'r2',
              status: 'accepted',
              values: { sentiment: { value: 'neutral' } },
              reviewer_id: 'u-rev',
              comment: null,
              updated_at: 'now',
            },
            error: null,
          },
          { record_id: 'r3', review: null, error: { detail: 'Question `sentiment` is required' } },
        ],
      },
    });
    await state().load();
    expect(selectBulkAccept(state())).toEqual({ count: 2, canRun: true });
    await state().bulkAcceptUnanimous();
    expect(server.callsTo('PUT', '/api/v1/datasets/ds/reviews')[0]!.json).toEqual({
      items: [
        { record_id: 'r2', status: 'accepted' },
        { record_id: 'r3', status: 'accepted' },
      ],
    });
    expect(server.callsTo('PUT', '/api/v1/records/r1/review')).toHaveLength(0);
    expect(state().notice).toEqual({
      key: REVIEW_MESSAGE_KEYS.bulkPartlyFailed,
      params: { count: 1, failed: 1 },
    });
    expect(state().items.find((item) => item.recordId === 'r2')?.status).toBe('accepted');
    expect(selectBulkAccept(state()).count).toBe(1);
  });

  it('shows why a bulk accept was refused as a whole, and accepts nothing', async () => {
    const { server, state } = setup([unanimous('r2')]);
    server.on('PUT', '/api/v1/datasets/ds/reviews', {
      status: 403,
      body: { detail: 'Only reviewers may review' },
    });
    await state().load();
    await state().bulkAcceptUnanimous();
    expect(state().pendingAction).toBeNull();
    expect(state().actionError).not.toBeNull();
    expect(state().notice).toBeNull();
    expect(selectBulkAccept(state()).count).toBe(1);
  });

  it.each(['en', 'de', 'es'])('has a %s text for every review message', (lng) => {
    const { t } = createI18n({ lng });
    for (const key of Object.values(REVIEW_MESSAGE_KEYS)) {
      expect(
        t(key, {
          count: 2,
          failed: 1,
          status: 'pending',
          questions: 'A',
          max: 3,
          reviewer: 'r',
          comment: 'c',
        }),
        key,
      ).not.toBe(key);
    }
  });
});

describe('reviewShortcutOf', () => {
  it('maps plain keys, never while typing or with a modifier', async () => {
    const { reviewShortcutOf } = await import('./reviewShortcuts');
    expect(reviewShortcutOf({ key: 'A' }, { inTextInput: false })).toBe('accept');
    expect(reviewShortcutOf({ key: 'ArrowLeft' }, { inTextInput: false })).toBe('previous');
    expect(reviewShortcutOf({ key: 'j' }, { inTextInput: true })).toBeNull();
    expect(reviewShortcutOf({ key: 'r', ctrlKey: true }, { inTextInput: false })).toBeNull();
  });
});
