import { createFakeApi, ok, type FakeCall } from '../../testing/createFakeApi';

const options = (...values: (string | number)[]) => values.map((value) => ({ value, text: String(value) }));
const question = (name: string, title: string, settings: Record<string, unknown>, required = true) => ({
  id: `q-${name}`, name, title, description: null, required, settings, dataset_id: 'ds', inserted_at: null, updated_at: null,
});

const wrap = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }]));

/** A queue item of three annotators answering `sentiment` and `summary` as given (user ids u-ann, u-bob, u-cat). */
export function reviewItem(id: string, answers: Record<string, Record<string, unknown>>, disagreement = 0.5) {
  return {
    record: {
      id,
      fields: { text: `Text of ${id}` },
      metadata: null,
      external_id: null,
      responses: Object.entries(answers).map(([userId, values]) => ({
        id: `${id}-${userId}`, user_id: userId, record_id: id, status: 'submitted', values: wrap(values), inserted_at: null, updated_at: null,
      })),
    },
    review: { record_id: id, status: 'pending', values: wrap({ sentiment: 'positive' }), reviewer_id: null, comment: null, updated_at: null },
    disagreement,
    annotators: [
      { user_id: 'u-ann', username: 'ann' },
      { user_id: 'u-bob', username: 'bob' },
      { user_id: 'u-cat', username: 'cat' },
    ],
  };
}

const DEFAULT_ITEMS = () => [
  reviewItem('r1', {
    'u-ann': { sentiment: 'positive', summary: 'a cat' },
    'u-bob': { sentiment: 'negative', summary: 'a big cat' },
    'u-cat': { sentiment: 'positive', summary: 'a cat' },
  }),
  reviewItem('r2', { 'u-ann': { sentiment: 'neutral' }, 'u-bob': { sentiment: 'neutral' } }, 0),
];

/** The review's routes (`createFakeApi` keys): a dataset with a label and a text question, a queue of `items`. */
export function reviewRoutes(items: ReturnType<typeof reviewItem>[] = DEFAULT_ITEMS(), { canReview = true } = {}) {
  return {
    'GET /v1/datasets/ds/review/summary': ok({ reviewable: items.length, pending: items.length, accepted: 0, rejected: 0, can_review: canReview }),
    'GET /v1/datasets/ds': ok({ id: 'ds', name: 'Tweets', workspace_id: 'ws' }),
    'GET /v1/datasets/ds/fields': ok({ items: [{ id: 'f', name: 'text', title: 'Text', required: true, settings: { type: 'text' } }] }),
    'GET /v1/datasets/ds/questions': ok({
      items: [
        question('sentiment', 'Sentiment', { type: 'label_selection', options: options('positive', 'negative', 'neutral') }),
        question('summary', 'Summary', { type: 'text' }, false),
      ],
    }),
    'GET /v1/datasets/ds/review/records': ok({ items, total: items.length }),
    'PUT /v1/datasets/ds/reviews': (call: FakeCall) => {
      const body = call.body as { items: { record_id: string; status: string }[] };
      return ok({
        items: body.items.map((item) => ({
          record_id: item.record_id,
          review: { record_id: item.record_id, status: item.status, values: {}, reviewer_id: 'u-rev', comment: null, updated_at: 'now' },
          error: null,
        })),
      });
    },
    'PUT /v1/records/:id/review': (call: FakeCall) => {
      const body = call.body as { status: string; values?: unknown; comment?: string };
      return ok({ record_id: call.path.split('/')[3], status: body.status, values: body.values ?? {}, reviewer_id: 'u-rev', comment: body.comment ?? null, updated_at: 'now' });
    },
  };
}

/** The fake API of the review: a dataset with a label and a text question, a queue of `items`, PUT answering ok. */
export function createReviewApi(items: ReturnType<typeof reviewItem>[] = DEFAULT_ITEMS(), options: { canReview?: boolean } = {}) {
  return createFakeApi(reviewRoutes(items, options));
}
