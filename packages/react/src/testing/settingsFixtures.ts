import type {
  WireField,
  WireMetadataProperty,
  WireQuestion,
  WireUser,
  WireVectorSettings,
} from '@marginalia/core';
import { ok, type FakeReply } from './createFakeApi';
import { wireDataset, wireUser, wireWorkspace } from './wireFixtures';

const AT = '2024-05-01T10:22:33';
export const SETTINGS_DATASET_ID = 'd6f5b7c2-0000-4000-8000-00000000d001';
const WORKSPACE_ID = 'w6f5b7c2-0000-4000-8000-00000000w001';
const base = { dataset_id: SETTINGS_DATASET_ID, inserted_at: AT, updated_at: AT };

export const SETTINGS_ADMIN: WireUser = wireUser({ role: 'admin', username: 'admin' });
export const SETTINGS_ANNOTATOR: WireUser = wireUser({ role: 'annotator', username: 'ann' });

export const settingsDatasetWire = wireDataset({
  id: SETTINGS_DATASET_ID,
  name: 'movie-reviews',
  workspace_id: WORKSPACE_ID,
  guidelines: '# Read first\n\nLabel the **whole** review.',
});

const settingsFields: WireField[] = [
  {
    id: 'f1',
    name: 'review',
    title: 'Review',
    required: true,
    settings: { type: 'text', use_markdown: false },
    ...base,
  },
];

const option = (value: string) => ({
  value,
  text: value[0]!.toUpperCase() + value.slice(1),
  description: null,
});
export const settingsQuestions: WireQuestion[] = [
  {
    id: 'q1',
    name: 'sentiment',
    title: 'Sentiment',
    description: 'How does it feel?',
    required: true,
    settings: {
      type: 'label_selection',
      options: ['positive', 'negative', 'neutral', 'mixed'].map(option),
      visible_options: 4,
    },
    ...base,
  },
  {
    id: 'q2',
    name: 'entities',
    title: 'Entities',
    description: null,
    required: false,
    settings: {
      type: 'span',
      field: 'review',
      options: ['person', 'place'].map(option),
      visible_options: null,
      allow_overlapping: false,
    },
    ...base,
  },
  {
    id: 'q4',
    name: 'topics',
    title: 'Topics',
    description: null,
    required: false,
    settings: {
      type: 'multi_label_selection',
      options: ['news', 'sports', 'politics', 'science'].map(option),
      visible_options: null,
      options_order: 'natural',
    },
    ...base,
  },
  {
    id: 'q3',
    name: 'rank',
    title: 'Ranking',
    description: null,
    required: false,
    settings: { type: 'ranking', options: ['first', 'second'].map(option) },
    ...base,
  },
];

const settingsMetadata: WireMetadataProperty[] = [
  {
    id: 'm1',
    name: 'source',
    title: 'Source',
    settings: { type: 'terms', values: null },
    visible_for_annotators: true,
    ...base,
  },
];
const settingsVectors: WireVectorSettings[] = [
  { id: 'v1', name: 'embedding', title: 'Embedding', dimensions: 384, ...base },
];

export interface SettingsServerOptions {
  metadata?: boolean;
  vectors?: boolean;
  responded?: boolean;
  guidelines?: string | null;
}

/** The routes of a dataset's settings for component tests and stories (`createFakeApi` keys). */
export function settingsRoutes({
  metadata = true,
  vectors = true,
  responded = false,
  guidelines,
}: SettingsServerOptions = {}) {
  const dataset = guidelines === undefined ? settingsDatasetWire : { ...settingsDatasetWire, guidelines };
  const echo =
    (stored: object) =>
    (call: { body: unknown }): FakeReply =>
      ok({ ...stored, ...(call.body as object) });
  return {
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}`]: ok(dataset),
    [`GET /v1/workspaces/${WORKSPACE_ID}`]: ok(wireWorkspace(WORKSPACE_ID, 'film-team')),
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}/fields`]: ok({ items: settingsFields }),
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}/questions`]: ok({ items: settingsQuestions }),
    [`GET /v1/me/datasets/${SETTINGS_DATASET_ID}/metadata-properties`]: ok({
      items: metadata ? settingsMetadata : [],
    }),
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}/vectors-settings`]: ok({
      items: vectors ? settingsVectors : [],
    }),
    'GET /v1/metadata-properties/m1/metrics': ok({
      type: 'terms',
      total: 3,
      values: [
        { term: 'imdb', count: 2 },
        { term: 'letterboxd', count: 1 },
      ],
    }),
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}/users/progress`]: ok({
      users: responded
        ? [
            {
              username: 'ann',
              completed: { submitted: 1, discarded: 0, draft: 0 },
              pending: { submitted: 0, discarded: 0, draft: 0 },
            },
          ]
        : [],
    }),
    [`POST /v1/me/datasets/${SETTINGS_DATASET_ID}/records/search`]: ok({
      items: [
        {
          record: {
            id: 'r1',
            fields: { review: 'A *slow* but moving film.' },
            metadata: {},
            external_id: null,
            status: 'pending',
            dataset_id: SETTINGS_DATASET_ID,
            inserted_at: AT,
            updated_at: AT,
          },
          query_score: null,
        },
      ],
      total: 1,
    }),
    [`PATCH /v1/datasets/${SETTINGS_DATASET_ID}`]: echo(dataset),
    'PATCH /v1/fields/f1': echo(settingsFields[0]!),
    'PATCH /v1/questions/q1': echo(settingsQuestions[0]!),
    'PATCH /v1/questions/q4': echo(settingsQuestions[2]!),
    'PATCH /v1/metadata-properties/m1': echo(settingsMetadata[0]!),
    'PATCH /v1/vectors-settings/v1': echo(settingsVectors[0]!),
    [`DELETE /v1/datasets/${SETTINGS_DATASET_ID}`]: ok(dataset),
  };
}

/** The settings dataset's members: the admin, ann (a reviewer) and bob. */
export const SETTINGS_MEMBERS: WireUser[] = [
  SETTINGS_ADMIN,
  wireUser({ id: 'u-ann', role: 'annotator', username: 'ann' }),
  wireUser({ id: 'u-bob', role: 'annotator', username: 'bob' }),
];

/**
 * The reviewers routes (issue #28), to add to {@link settingsRoutes}: ann is a reviewer; a PUT answers the list it
 * was given, or `refusal` (status and detail) when set.
 */
export function reviewersRoutes(refusal?: { status: number; detail: string }) {
  const names = new Map(SETTINGS_MEMBERS.map((user) => [user.id, user.username]));
  return {
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}/reviewers`]: ok({
      items: [{ user_id: 'u-ann', username: 'ann' }],
    }),
    [`GET /v1/workspaces/${WORKSPACE_ID}/users`]: ok({ items: SETTINGS_MEMBERS }),
    [`PUT /v1/datasets/${SETTINGS_DATASET_ID}/reviewers`]: (call: { body: unknown }): FakeReply =>
      refusal
        ? { status: refusal.status, body: { detail: refusal.detail } }
        : ok({
            items: (call.body as { user_ids: string[] }).user_ids.map((id) => ({
              user_id: id,
              username: names.get(id) ?? id,
            })),
          }),
  };
}

/** A pre-annotation job of the settings dataset as `GET /model-suggestions/jobs/{id}` answers it. */
export function modelSuggestionsJob(patch: Record<string, unknown> = {}) {
  return {
    id: 'job-1',
    status: 'started',
    dataset_id: SETTINGS_DATASET_ID,
    model: 'gpt-mini',
    total: 40,
    done: 10,
    failed: 2,
    tokens: { prompt: 3000, completion: 600, total: 3600 },
    estimated_cost: 0.0123,
    errors: [
      {
        record_id: '019ad6f2-3a41-4d2e-9c08-0e77c2d4b519',
        question: 'sentiment',
        error: "'meh' is not a valid label",
      },
    ],
    reason: null,
    resumable: false,
    ...patch,
  };
}

/**
 * The model-suggestion routes of the settings dataset (issue 30): one configured model, a first pending record, a
 * dry run answering one valid and one refused value, and a job whose reads come from `jobReads` (the last one
 * repeats).
 */
export function modelSuggestionRoutes(
  options: { models?: boolean; jobs?: object[]; jobReads?: object[] } = {},
) {
  const reads = [...(options.jobReads ?? [modelSuggestionsJob()])];
  const read = () => ok(reads.length > 1 ? reads.shift() : reads[0]);
  return {
    'GET /v1/model-suggestions/models': ok({
      items:
        options.models === false
          ? []
          : [
              {
                name: 'gpt-mini',
                price_per_1k: { prompt: 0.00015, completion: 0.0006 },
                structured_output: true,
                default: true,
              },
            ],
      concurrency: 4,
      max_concurrency: 16,
    }),
    [`GET /v1/datasets/${SETTINGS_DATASET_ID}/model-suggestions`]: ok({ items: options.jobs ?? [] }),
    [`POST /v1/me/datasets/${SETTINGS_DATASET_ID}/records/search`]: ok({
      items: [
        {
          record: {
            id: '019ad6f2-3a41-4d2e-9c07-5b1e8f0a6d3c',
            fields: { review: 'A slow but moving film.' },
            metadata: null,
            external_id: null,
            status: 'pending',
            dataset_id: SETTINGS_DATASET_ID,
            inserted_at: AT,
            updated_at: AT,
          },
          query_score: null,
        },
      ],
      total: 1,
    }),
    [`POST /v1/datasets/${SETTINGS_DATASET_ID}/model-suggestions`]: (call: { body: unknown }): FakeReply =>
      (call.body as { dry_run: boolean }).dry_run
        ? ok({
            items: [
              {
                record_id: '019ad6f2-3a41-4d2e-9c07-5b1e8f0a6d3c',
                question: 'sentiment',
                value: 'mixed',
                error: null,
                score: 0.87,
              },
              {
                record_id: '019ad6f2-3a41-4d2e-9c08-0e77c2d4b519',
                question: 'sentiment',
                value: 'meh',
                error: "'meh' is not a valid label",
              },
            ],
          })
        : { status: 202, body: { id: 'job-1', status: 'queued' } },
    'GET /v1/model-suggestions/jobs/job-1': read,
    'POST /v1/model-suggestions/jobs/job-1/cancel': ok(modelSuggestionsJob({ status: 'started' })),
  };
}
