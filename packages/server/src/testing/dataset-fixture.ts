import type { TestServer, TestUser } from './test-server';

/** Ids of a dataset built by `createAnnotationDataset`. */
/** The body the annotation page's queue searches with: the caller's pending records still pending. */
export const PENDING_QUEUE_BODY = {
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
    ],
  },
};

export interface AnnotationDatasetFixture {
  workspaceId: string;
  datasetId: string;
  questionIds: Record<string, string>;
  /** An admin and an annotator, both members of the workspace. */
  admin: TestUser;
  annotator: TestUser;
}

/** Questions of the fixture dataset, one per answer shape the tests exercise. */
export const FIXTURE_QUESTIONS = [
  {
    name: 'label',
    title: 'Sentiment',
    required: true,
    settings: {
      type: 'label_selection',
      options: [
        { value: 'positive', text: 'Positive' },
        { value: 'negative', text: 'Negative' },
        { value: 'neutral', text: 'Neutral' },
      ],
    },
  },
  {
    name: 'topics',
    title: 'Topics',
    required: false,
    settings: {
      type: 'multi_label_selection',
      options: [
        { value: 'price', text: 'Price' },
        { value: 'quality', text: 'Quality' },
      ],
    },
  },
  {
    name: 'rating',
    title: 'Rating',
    required: false,
    settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) },
  },
  { name: 'comment', title: 'Comment', required: false, settings: { type: 'text' } },
  {
    name: 'ranking',
    title: 'Rank',
    required: false,
    settings: {
      type: 'ranking',
      options: [
        { value: 'a', text: 'A' },
        { value: 'b', text: 'B' },
        { value: 'c', text: 'C' },
      ],
    },
  },
  {
    name: 'entities',
    title: 'Entities',
    required: false,
    settings: {
      type: 'span',
      field: 'text',
      options: [
        { value: 'PER', text: 'Person' },
        { value: 'ORG', text: 'Organization' },
      ],
    },
  },
  { name: 'table', title: 'Table', required: false, settings: { type: 'table' } },
] as const;

/** The body of a call that must succeed (201 or 200). */
export async function expectCreated<T>(promise: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await promise;
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A published dataset in a fresh workspace: a required `text` field, the fixture questions, metadata
 * properties `category` (terms), `votes` (integer, hidden from annotators), `price` (float), and an
 * 3-dimensional vector setting `embedding`. `minSubmitted` sets the distribution; `extraTextFields` adds optional
 * text fields after `text`.
 */
export async function createAnnotationDataset(
  server: TestServer,
  options: { minSubmitted?: number; extraTextFields?: readonly string[] } = {},
): Promise<AnnotationDatasetFixture> {
  const workspace = await expectCreated(
    server.request('POST', '/api/v1/workspaces', {
      json: { name: `ws-${Math.random().toString(36).slice(2)}` },
    }),
  );
  const dataset = await expectCreated(
    server.request('POST', '/api/v1/datasets', {
      json: {
        name: 'reviews',
        workspace_id: workspace.id,
        distribution: { strategy: 'overlap', min_submitted: options.minSubmitted ?? 1 },
      },
    }),
  );
  const base = `/api/v1/datasets/${dataset.id}`;
  await expectCreated(
    server.request('POST', `${base}/fields`, {
      json: { name: 'text', title: 'Text', required: true, settings: { type: 'text' } },
    }),
  );
  for (const name of options.extraTextFields ?? []) {
    await expectCreated(
      server.request('POST', `${base}/fields`, {
        json: { name, title: name, required: false, settings: { type: 'text' } },
      }),
    );
  }
  const questionIds: Record<string, string> = {};
  for (const question of FIXTURE_QUESTIONS) {
    const created = await expectCreated(server.request('POST', `${base}/questions`, { json: question }));
    questionIds[question.name] = created.id;
  }
  await expectCreated(
    server.request('POST', `${base}/metadata-properties`, {
      json: {
        name: 'category',
        title: 'Category',
        settings: { type: 'terms', values: ['books', 'games', 'music'] },
      },
    }),
  );
  await expectCreated(
    server.request('POST', `${base}/metadata-properties`, {
      json: {
        name: 'votes',
        title: 'Votes',
        settings: { type: 'integer', min: 0, max: 1000 },
        visible_for_annotators: false,
      },
    }),
  );
  await expectCreated(
    server.request('POST', `${base}/metadata-properties`, {
      json: { name: 'price', title: 'Price', settings: { type: 'float' } },
    }),
  );
  await expectCreated(
    server.request('POST', `${base}/vectors-settings`, {
      json: { name: 'embedding', title: 'Embedding', dimensions: 3 },
    }),
  );
  await expectCreated(server.request('PUT', `${base}/publish`));
  const admin = await server.createUser('admin', [workspace.id]);
  const annotator = await server.createUser('annotator', [workspace.id]);
  return { workspaceId: workspace.id, datasetId: dataset.id, questionIds, admin, annotator };
}

/** Adds a terms metadata property of this name (its title capitalised) to the dataset. */
export async function addTermsProperty(server: TestServer, datasetId: string, name: string): Promise<void> {
  await expectCreated(
    server.request('POST', `/api/v1/datasets/${datasetId}/metadata-properties`, {
      json: { name, title: name.charAt(0).toUpperCase() + name.slice(1), settings: { type: 'terms' } },
    }),
  );
}

/** Adds `count` records (`text` = "Record <i> …", external ids `r<i>`) and returns their ids in order. */
export async function addRecords(
  server: TestServer,
  datasetId: string,
  count: number,
  extra: (index: number) => Record<string, unknown> = () => ({}),
): Promise<string[]> {
  const items = Array.from({ length: count }, (_, i) => ({
    fields: { text: `Record ${i} mentions Ada Lovelace at Acme.` },
    external_id: `r${i}`,
    ...extra(i),
  }));
  const body = await expectCreated(
    server.request('POST', `/api/v1/datasets/${datasetId}/records/bulk`, { json: { items } }),
  );
  return (body as { items: { id: string }[] }).items.map((r) => r.id);
}
