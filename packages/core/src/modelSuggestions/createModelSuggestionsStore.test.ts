import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import type { WireModelSuggestionsJob } from '../api/wire/modelSuggestions';
import { manualTimers } from '../environment/testing/manualTimers';
import { createFakeFetch } from '../testing/createFakeFetch';
import { createModelSuggestionsStore } from './createModelSuggestionsStore';
import {
  selectActions,
  selectFormProblems,
  selectPreview,
  selectProgress,
} from './modelSuggestionsSelectors';

const DATASET = '11111111-1111-4111-8111-111111111111';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const question = {
  id: 'q1',
  name: 'sentiment',
  title: 'Sentiment',
  description: null,
  required: true,
  settings: {
    type: 'label_selection',
    options: [
      { value: 'pos', text: 'Positive', description: null },
      { value: 'neg', text: 'Negative', description: null },
    ],
    visible_options: null,
  },
  dataset_id: DATASET,
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
};
const field = {
  id: 'f1',
  name: 'text',
  title: 'Text',
  required: true,
  settings: { type: 'text', use_markdown: false },
  dataset_id: DATASET,
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
};
const record = {
  id: 'r1',
  fields: { text: 'Great value.' },
  metadata: null,
  external_id: null,
  status: 'pending',
  dataset_id: DATASET,
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
};

function job(patch: Partial<WireModelSuggestionsJob>): WireModelSuggestionsJob {
  return {
    id: 'job1',
    status: 'started',
    dataset_id: DATASET,
    model: 'gpt-mini',
    total: 10,
    done: 0,
    failed: 0,
    tokens: { prompt: 0, completion: 0, total: 0 },
    estimated_cost: 0,
    errors: [],
    reason: null,
    resumable: false,
    ...patch,
  };
}

function setup(jobs: WireModelSuggestionsJob[] = []) {
  const fake = createFakeFetch();
  const base = `/api/v1/datasets/${DATASET}`;
  fake.on('GET', '/api/v1/model-suggestions/models', {
    body: {
      items: [
        {
          name: 'gpt-mini',
          price_per_1k: { prompt: 0.1, completion: 0.4 },
          structured_output: true,
          default: true,
        },
      ],
      concurrency: 4,
      max_concurrency: 8,
    },
  });
  fake.on('GET', `${base}/questions`, { body: { items: [question] } });
  fake.on('GET', `${base}/fields`, { body: { items: [field] } });
  fake.on('GET', `${base}/model-suggestions`, { body: { items: jobs } });
  fake.on('POST', `/api/v1/me/datasets/${DATASET}/records/search`, {
    body: { items: [{ record, query_score: null }], total: 1 },
  });
  const client = createApiClient({ fetch: fake.fetch, getCredentials: () => ({ token: 'jwt' }) });
  const timers = manualTimers();
  const store = createModelSuggestionsStore({ client, datasetId: DATASET, timers });
  return { fake, store, timers, base };
}

describe('createModelSuggestionsStore', () => {
  it('loads the models and the dataset, and previews the first pending record’s exact prompt', async () => {
    const { fake, store } = setup();
    await store.getState().load();
    const state = store.getState();
    expect(state.form).toMatchObject({ model: 'gpt-mini', questions: [], scope: 'pending' });
    expect(state.form.prompt).toBe('Read the record and answer the questions.\n\n{{field.text}}');
    expect(selectFormProblems(state)).toEqual(['noQuestion']);
    expect(selectPreview(state)).toBeNull();
    state.toggleQuestion('sentiment');
    store.getState().setPrompt('Sentiment of {{field.text}} among {{options.sentiment}}?');
    expect(selectPreview(store.getState())).toEqual([
      {
        role: 'system',
        content:
          'You annotate one record of a dataset. Answer with a single JSON object and nothing else: one key per ' +
          'question below, each holding the answer in the form given.\n\nQuestions:\n' +
          '- "sentiment" (Sentiment): exactly one label among ["pos","neg"]',
      },
      { role: 'user', content: 'Sentiment of Great value. among pos, neg?' },
    ]);
    // The first record the server takes: the lowest id among the pending ones.
    const [search] = fake.callsTo('POST', `/api/v1/me/datasets/${DATASET}/records/search`);
    expect(search?.json).toEqual({
      filters: {
        and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
      },
      sort: [{ scope: { entity: 'record', property: 'id' }, order: 'asc' }],
    });
    store.getState().setPrompt('About {{field.title}}');
    expect(selectFormProblems(store.getState())).toEqual(['unknownPlaceholder']);
  });

  it('tries 5 records with a dry run and shows the answers, refused ones with their reason', async () => {
    const { fake, store, base } = setup();
    fake.on('POST', `${base}/model-suggestions`, {
      body: {
        items: [
          { record_id: 'r1', question: 'sentiment', value: 'pos', error: null, score: 0.9 },
          { record_id: 'r2', question: 'sentiment', value: 'meh', error: "'meh' is not a valid label" },
        ],
      },
    });
    await store.getState().load();
    store.getState().toggleQuestion('sentiment');
    await store.getState().tryRun();
    expect(fake.callsTo('POST', `${base}/model-suggestions`)[0]?.json).toEqual({
      questions: ['sentiment'],
      prompt: 'Read the record and answer the questions.\n\n{{field.text}}',
      model: 'gpt-mini',
      records: null,
      table_schemas: {},
      dry_run: true,
    });
    expect(store.getState().dryRun.status).toBe('done');
    expect(store.getState().dryRun.items.map((i) => i.error)).toEqual([null, "'meh' is not a valid label"]);
  });

  it('runs on the current filter, follows the job’s counts until it ends, cancels and resumes', async () => {
    const { fake, store, base, timers } = setup();
    const filters = [
      {
        type: 'terms' as const,
        scope: { entity: 'metadata' as const, metadata_property: 'lang' },
        values: ['en'],
      },
    ];
    const filtered = createModelSuggestionsStore({
      client: createApiClient({ fetch: fake.fetch }),
      datasetId: DATASET,
      filter: { text: { q: 'refund' }, filters },
      timers,
    });
    const reads = [
      job({ status: 'queued' }),
      job({
        done: 4,
        failed: 1,
        tokens: { prompt: 900, completion: 100, total: 1000 },
        estimated_cost: 0.13,
      }),
    ];
    fake.on('POST', `${base}/model-suggestions`, { status: 202, body: { id: 'job1', status: 'queued' } });
    fake.on('GET', '/api/v1/model-suggestions/jobs/job1', () => ({
      body: reads.shift() ?? job({ status: 'canceled', done: 5, failed: 1, resumable: true }),
    }));
    fake.on('POST', '/api/v1/model-suggestions/jobs/job1/cancel', {
      body: job({ status: 'started', done: 5, failed: 1 }),
    });
    fake.on('POST', '/api/v1/model-suggestions/jobs/job1/resume', {
      status: 202,
      body: { id: 'job2', status: 'queued' },
    });
    fake.on('GET', '/api/v1/model-suggestions/jobs/job2', {
      body: job({ id: 'job2', status: 'finished', done: 9, failed: 1 }),
    });
    await filtered.getState().load();
    filtered.getState().toggleQuestion('sentiment');
    await filtered.getState().setScope('filter');
    // The preview's first record is the filter's first, as the job takes them.
    expect(fake.callsTo('POST', `/api/v1/me/datasets/${DATASET}/records/search`).at(-1)?.json).toEqual({
      query: { text: { q: 'refund' } },
      filters: { and: filters },
      sort: [{ scope: { entity: 'record', property: 'id' }, order: 'asc' }],
    });
    // A run's own concurrency: within the server's maximum, else the form says so and nothing is sent.
    filtered.getState().setConcurrency(9);
    expect(selectFormProblems(filtered.getState())).toEqual(['badConcurrency']);
    expect(selectActions(filtered.getState()).canRun).toBe(false);
    filtered.getState().setConcurrency(8);
    await filtered.getState().run();
    expect(fake.callsTo('POST', `${base}/model-suggestions`).at(-1)?.json).toMatchObject({
      records: { query: { text: { q: 'refund' } }, filters: { and: filters } },
      concurrency: 8,
      dry_run: false,
    });
    await flush();
    expect(selectProgress(filtered.getState())).toMatchObject({
      done: 4,
      failed: 1,
      total: 10,
      percent: 50,
      tokens: 1000,
      cost: 0.13,
    });
    expect(selectActions(filtered.getState())).toMatchObject({
      running: true,
      canCancel: true,
      canRun: false,
    });
    await filtered.getState().cancel();
    await flush();
    timers.fire();
    await flush();
    expect(filtered.getState().job).toMatchObject({ status: 'canceled', resumable: true });
    expect(selectActions(filtered.getState())).toMatchObject({ running: false, canResume: true });
    await filtered.getState().resume();
    expect(filtered.getState().job).toMatchObject({ id: 'job2', status: 'finished', done: 9 });
    expect(selectProgress(filtered.getState())?.percent).toBe(100);
    expect(timers.count()).toBe(0);
    store.dispose();
    filtered.dispose();
  });

  it('follows a job still running when the section opens, and stops on dispose', async () => {
    const { fake, store, timers } = setup([job({ status: 'started', done: 2 })]);
    fake.on('GET', '/api/v1/model-suggestions/jobs/job1', { body: job({ status: 'started', done: 3 }) });
    await store.getState().load();
    await flush();
    expect(store.getState().job?.done).toBe(3);
    expect(timers.count()).toBe(1);
    store.dispose();
    expect(timers.count()).toBe(0);
  });
});
