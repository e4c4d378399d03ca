import { userCreateSchema } from '@marginalia/core';
import { sql } from 'kysely';
import { newId } from '../src/common/ids';
import { nowTimestamp } from '../src/common/time';
import { toJson } from '../src/db/json-column';
import { insertRows } from '../src/db/insert-rows';
import { findUserByUsername } from '../src/users/user-rows';
import { insertUser } from '../src/users/users-service';
import { insertWorkspaceUser } from '../src/workspaces/workspaces-service';
import type { BenchDatabase } from './bench-databases';
import { measure, percentile, summarize, type LatencySummary } from './percentiles';
import { createRandom, createVocabulary, zipfSampler } from './random-text';
import {
  createPublishedDataset,
  existingDataset,
  insertGeneratedRecords,
  ownerCaller,
} from './seed-generators';

const VOCABULARY_SIZE = 5000;
const CATEGORIES = [
  'news',
  'sports',
  'science',
  'health',
  'travel',
  'food',
  'music',
  'games',
  'books',
  'film',
];
/** Query words are taken from these Zipf ranks: each appears in roughly 1 % of the records. */
const QUERY_RANKS = [300, 320, 340, 360, 380, 400, 420, 440, 460, 480];

/** Result of the search benchmark on one database. */
export interface SearchBenchmarkResult {
  records: number;
  seedSeconds: number | null;
  latency: LatencySummary;
  /** Average `total` of the measured queries (how many records matched). */
  averageTotal: number;
}

/**
 * Seeds (once) a published dataset of `count` generated reviews — a text field of 12–40 Zipf-sampled
 * words, metadata `category` (10 terms), `score` (float) and `votes` (integer), a fifth of the
 * records completed — and measures the admin search with a text query, two filters (metadata
 * category terms, record status) and a sort (metadata score desc), 50 per page.
 */
export async function runSearchBenchmark(
  bench: BenchDatabase,
  count: number,
  iterations: number,
  log: (line: string) => void,
): Promise<SearchBenchmarkResult> {
  const call = ownerCaller(bench.app, bench.ownerApiKey);
  const name = `bench-search-${count}`;
  const vocabulary = createVocabulary(createRandom(7), VOCABULARY_SIZE);
  let datasetId = await existingDataset(bench.db, name, count);
  let seedSeconds: number | null = null;
  if (!datasetId) {
    const started = performance.now();
    datasetId = await createPublishedDataset(call, name, {
      questions: [
        {
          name: 'sentiment',
          title: 'Sentiment',
          required: true,
          settings: {
            type: 'label_selection',
            options: [
              { value: 'pos', text: 'Positive' },
              { value: 'neg', text: 'Negative' },
            ],
          },
        },
      ],
      metadataProperties: [
        { name: 'category', title: 'Category', settings: { type: 'terms', values: CATEGORIES } },
        { name: 'score', title: 'Score', settings: { type: 'float' } },
        { name: 'votes', title: 'Votes', settings: { type: 'integer' } },
      ],
    });
    const random = createRandom(42);
    const word = zipfSampler(random, VOCABULARY_SIZE);
    let lastReport = 0;
    await insertGeneratedRecords(
      bench.db,
      datasetId,
      count,
      () => {
        const length = 12 + Math.floor(random() * 29);
        return {
          fields: { text: Array.from({ length }, () => vocabulary[word()]).join(' ') },
          metadata: {
            category: CATEGORIES[Math.floor(random() * CATEGORIES.length)],
            score: Math.round(random() * 1e6) / 1e6,
            votes: Math.floor(random() * 1000),
          },
          status: random() < 0.2 ? 'completed' : 'pending',
        };
      },
      (done) => {
        if (done - lastReport >= 100_000 || done === count) {
          lastReport = done;
          log(`  seeded ${done.toLocaleString('en')} / ${count.toLocaleString('en')} records`);
        }
      },
    );
    seedSeconds = (performance.now() - started) / 1000;
  }

  let totals = 0;
  const durations = await measure(iterations, 10, async (i) => {
    const q = vocabulary[QUERY_RANKS[i % QUERY_RANKS.length] as number] as string;
    const categories = [CATEGORIES[i % CATEGORIES.length], CATEGORIES[(i + 3) % CATEGORIES.length]];
    const result = await call<{ total: number }>('POST', `/datasets/${datasetId}/records/search?limit=50`, {
      query: { text: { q } },
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: categories },
          { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
        ],
      },
      sort: [{ scope: { entity: 'metadata', metadata_property: 'score' }, order: 'desc' }],
    });
    if (i >= 10) totals += result.total;
  });
  return {
    records: count,
    seedSeconds,
    latency: summarize(durations),
    averageTotal: Math.round(totals / iterations),
  };
}

/** Result of the pending-queue benchmark for one dataset size. */
export interface QueueBenchmarkResult {
  records: number;
  seedSeconds: number | null;
  /** The queue's length as the first page's `total` tells it. */
  pending: number;
  latency: LatencySummary;
  /** Median of each `Server-Timing` phase (ms), in the order the server measured them. */
  phases: { name: string; ms: number }[];
}

const QUEUE_ANNOTATOR = 'bench-queue-annotator';
/** Every this-many-th record holds the annotator's draft, so the queue's "no response of mine" filter skips some. */
const DRAFT_EVERY = 100;

/** The annotator whose queue is measured: created once, a member of the dataset's workspace. */
async function queueAnnotator(
  bench: BenchDatabase,
  datasetId: string,
): Promise<{ id: string; apiKey: string }> {
  let user = await findUserByUsername(bench.db, QUEUE_ANNOTATOR);
  if (!user) {
    const input = userCreateSchema.parse({
      username: QUEUE_ANNOTATOR,
      password: 'bench-password',
      first_name: 'Q',
    });
    user = await insertUser(bench.db, input, `${QUEUE_ANNOTATOR}-key`);
  }
  const { workspace_id } = await bench.db
    .selectFrom('datasets')
    .select('workspace_id')
    .where('id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const member = await bench.db
    .selectFrom('workspaces_users')
    .select('id')
    .where('workspace_id', '=', workspace_id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!member) await insertWorkspaceUser(bench.db, workspace_id, user.id);
  return { id: user.id, apiKey: user.api_key };
}

/** Seeds (once) `count` pending records, a draft of the annotator on every {@link DRAFT_EVERY}-th. */
async function seedQueue(bench: BenchDatabase, count: number, log: (line: string) => void) {
  const call = ownerCaller(bench.app, bench.ownerApiKey);
  const name = `bench-queue-${count}`;
  let datasetId = await existingDataset(bench.db, name, count);
  if (datasetId) return { datasetId, annotator: await queueAnnotator(bench, datasetId), seedSeconds: null };
  const started = performance.now();
  datasetId = await createPublishedDataset(call, name, {
    questions: [
      {
        name: 'label',
        title: 'Label',
        required: true,
        settings: { type: 'label_selection', options: ['a', 'b'].map((v) => ({ value: v, text: v })) },
      },
    ],
  });
  const ids = await insertGeneratedRecords(bench.db, datasetId, count, (i) => ({
    fields: { text: `Record ${i} to annotate.` },
    metadata: {},
  }));
  const annotator = await queueAnnotator(bench, datasetId);
  const stamp = nowTimestamp();
  const drafts = ids
    .filter((_, i) => i % DRAFT_EVERY === 0)
    .map((recordId) => ({
      id: newId(),
      record_id: recordId,
      user_id: annotator.id,
      values: toJson({ label: { value: 'a' } }),
      status: 'draft' as const,
      inserted_at: stamp,
      updated_at: stamp,
    }));
  await bench.db.transaction().execute((trx) => insertRows(trx, 'responses', drafts));
  await sql`${sql.raw(bench.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(bench.db);
  log(`  seeded ${count.toLocaleString('en')} pending records, ${drafts.length} drafts`);
  return { datasetId, annotator, seedSeconds: (performance.now() - started) / 1000 };
}

/**
 * The annotation page's first request on a dataset of `count` pending records: an annotator's pending queue
 * (`POST /me/…/records/search`, no response of theirs and record pending, the default order), page 1 of 10 with
 * responses, suggestions and response suggestions, as the web app asks it. Prints the median of each server
 * phase too (`rank` orders, `count` totals, `records` and `relations` load the page).
 */
export async function runQueueBenchmark(
  bench: BenchDatabase,
  count: number,
  iterations: number,
  log: (line: string) => void,
): Promise<QueueBenchmarkResult> {
  const { datasetId, annotator, seedSeconds } = await seedQueue(bench, count, log);
  const include = ['responses', 'suggestions', 'response_suggestions'].map((i) => `include=${i}`).join('&');
  const path = `/api/v1/me/datasets/${datasetId}/records/search?${include}&offset=0&limit=10`;
  const body = JSON.stringify({
    query: {},
    filters: {
      and: [
        { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
        { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
      ],
    },
  });
  const phases = new Map<string, number[]>();
  let pending = 0;
  const durations = await measure(iterations, 5, async () => {
    const res = await bench.app.request(path, {
      method: 'POST',
      headers: { 'X-Argilla-Api-Key': annotator.apiKey, 'Content-Type': 'application/json' },
      body,
    });
    const result = (await res.json()) as { total: number; items: unknown[] };
    if (res.status !== 200 || result.items.length !== 10)
      throw new Error(`queue search → ${res.status} ${JSON.stringify(result).slice(0, 300)}`);
    pending = result.total;
    for (const entry of (res.headers.get('Server-Timing') ?? '').split(', ')) {
      const [name, ms] = entry.split(';dur=');
      if (name && ms) phases.set(name, [...(phases.get(name) ?? []), Number(ms)]);
    }
  });
  return {
    records: count,
    seedSeconds,
    pending,
    latency: summarize(durations),
    phases: [...phases].map(([name, values]) => ({ name, ms: percentile(values, 50) })),
  };
}
