import type { WireQuestion } from '../../api/wire/questions';
import type { WireReview, WireReviewQueueItem } from '../../api/wire/review';
import { createFakeFetch } from '../../testing/createFakeFetch';

const stamp = '2026-01-01T00:00:00';

function question(name: string, settings: Record<string, unknown>, required = true): WireQuestion {
  return {
    id: `q-${name}`,
    name,
    title: name[0]!.toUpperCase() + name.slice(1),
    description: null,
    required,
    settings,
    dataset_id: 'ds',
    inserted_at: stamp,
    updated_at: stamp,
  } as WireQuestion;
}

const options = (...values: (string | number)[]) => values.map((value) => ({ value, text: String(value) }));

/** One question of every type the review compares. */
export const REVIEW_QUESTIONS: WireQuestion[] = [
  question('sentiment', { type: 'label_selection', options: options('positive', 'negative', 'neutral') }),
  question('topics', { type: 'multi_label_selection', options: options('sport', 'politics', 'tech') }, false),
  question('quality', { type: 'rating', options: options(1, 2, 3, 4, 5) }, false),
  question('order', { type: 'ranking', options: options('a', 'b') }, false),
  question('entities', { type: 'span', field: 'text', options: options('PER', 'ORG') }, false),
  question('summary', { type: 'text' }, false),
];

export const ANNOTATORS = [
  { user_id: 'u-ann', username: 'ann' },
  { user_id: 'u-bob', username: 'bob' },
  { user_id: 'u-cat', username: 'cat' },
];

type Values = Record<string, unknown>;

/** A review queue item whose annotators answered `answers` (user id → question → value), all submitted. */
export function queueItem(
  recordId: string,
  answers: Record<string, Values>,
  review: Partial<WireReview> = {},
  disagreement = 0.5,
): WireReviewQueueItem {
  const wrap = (values: Values) => Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value }]));
  return {
    record: {
      id: recordId,
      fields: { text: 'Ada met Bob in Paris' },
      metadata: null,
      external_id: null,
      responses: Object.entries(answers).map(([userId, values]) => ({
        id: `r-${recordId}-${userId}`,
        user_id: userId,
        record_id: recordId,
        status: 'submitted' as const,
        values: wrap(values),
        inserted_at: stamp,
        updated_at: stamp,
      })),
    },
    review: {
      record_id: recordId,
      status: 'pending',
      values: {},
      reviewer_id: null,
      comment: null,
      updated_at: null,
      ...review,
    },
    disagreement,
    annotators: ANNOTATORS.filter((annotator) => annotator.user_id in answers),
  };
}

/** A fake server with the dataset, its questions, the review summary and a queue of `items` (paginated). */
export function fakeReviewServer(items: WireReviewQueueItem[], { canReview = true } = {}) {
  const server = createFakeFetch();
  server.on('GET', '/api/v1/datasets/ds', { body: { id: 'ds', name: 'Tweets', workspace_id: 'ws' } });
  server.on('GET', '/api/v1/datasets/ds/fields', {
    body: { items: [{ id: 'f-text', name: 'text', title: 'Text', required: true, settings: { type: 'text' } }] },
  });
  server.on('GET', '/api/v1/datasets/ds/questions', { body: { items: REVIEW_QUESTIONS } });
  server.on('GET', '/api/v1/datasets/ds/review/summary', {
    body: { reviewable: items.length, pending: items.length, accepted: 0, rejected: 0, can_review: canReview },
  });
  server.on('GET', '/api/v1/datasets/ds/review/records', (call) => {
    const offset = Number(call.query.get('offset') ?? 0);
    const limit = Number(call.query.get('limit') ?? 50);
    const status = call.query.get('status');
    const listed = items.filter((item) => !status || item.review.status === status);
    return { body: { items: listed.slice(offset, offset + limit), total: listed.length } };
  });
  return server;
}
