import os from 'node:os';
import { findJob } from '../src/jobs/job-rows';
import { findRun } from '../src/model-suggestions/model-suggestion-rows';
import { startModelStandIn } from '../src/testing/model-stand-in';
import {
  dropBenchDatabase,
  openBenchDatabase,
  type BenchDatabase,
  type BenchDialect,
} from './bench-databases';
import { benchOptions } from './bench-options';
import { formatSummary, summarize } from './percentiles';
import { createRandom, createVocabulary } from './random-text';
import {
  createPublishedDataset,
  existingDataset,
  insertGeneratedRecords,
  ownerCaller,
} from './seed-generators';

/**
 * `npm run bench:model-suggestions [-- --records 10000 --latency 50 --concurrency 8 --runs 1 --dialects sqlite,postgres]`
 * (issue 30): a dataset of 10,000 pending records pre-annotated by the model stand-in answering every call after
 * `--latency` ms (a label and a rating per record, log-probabilities on), with `--concurrency` calls at once. Prints
 * the job's total time and records per second (goal ≥ 100), and the admin search's p95 measured idle, then while
 * the job runs, side by side in the same process (goal: during ≤ 2 × idle).
 */
const options = benchOptions(process.argv.slice(2));
const recordCount = options.int('records', 10_000);
const latencyMs = options.int('latency', 50);
const concurrency = options.int('concurrency', 8);
const runs = options.int('runs', 1);
const dialects = options.value('dialects', 'sqlite,postgres').split(',') as BenchDialect[];
const pgUrl = options.pgUrl();
// A PostgreSQL database name: letters, digits and _.
const NAME = 'model_suggestions';
const QUESTIONS = [
  {
    name: 'sentiment',
    title: 'Sentiment',
    required: true,
    settings: {
      type: 'label_selection',
      options: ['positive', 'negative', 'neutral'].map((value) => ({ value, text: value })),
    },
  },
  {
    name: 'quality',
    title: 'Quality',
    required: false,
    settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) },
  },
];
const SEARCH = {
  query: { text: { q: 'model' } },
  filters: { and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }] },
};

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function call(bench: BenchDatabase, method: string, path: string, json?: unknown) {
  const res = await bench.app.request(`/api/v1${path}`, {
    method,
    headers: { 'X-Argilla-Api-Key': bench.ownerApiKey, 'Content-Type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await res.json()) as { id?: string };
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function seed(bench: BenchDatabase): Promise<string> {
  const name = `bench-model-suggestions-${recordCount}`;
  const existing = await existingDataset(bench.db, name, recordCount);
  if (existing) return existing;
  const datasetId = await createPublishedDataset(ownerCaller(bench.app, bench.ownerApiKey), name, {
    questions: QUESTIONS,
  });
  const next = createRandom(30);
  const words = createVocabulary(next, 2000);
  const sentence = () => Array.from({ length: 30 }, () => words[Math.floor(next() * words.length)]).join(' ');
  await insertGeneratedRecords(bench.db, datasetId, recordCount, (i) => ({
    fields: { text: `Review ${i}: ${sentence()}${i % 7 === 0 ? ' A model answer.' : ''}` },
    metadata: {},
  }));
  return datasetId;
}

/** One admin search's duration (ms). */
async function searchOnce(bench: BenchDatabase, datasetId: string): Promise<number> {
  const began = performance.now();
  await call(bench, 'POST', `/datasets/${datasetId}/records/search?limit=50`, SEARCH);
  return performance.now() - began;
}

async function run(bench: BenchDatabase, datasetId: string): Promise<void> {
  const idle: number[] = [];
  for (let i = 0; i < 10; i += 1) await searchOnce(bench, datasetId);
  for (let i = 0; i < 200; i += 1) idle.push(await searchOnce(bench, datasetId));
  const began = performance.now();
  const job = await call(bench, 'POST', `/datasets/${datasetId}/model-suggestions`, {
    questions: ['sentiment', 'quality'],
    prompt: 'Classify this review: {{field.text}}\nLabels: {{options.sentiment}}',
  });
  const jobId = job.id as string;
  const during: number[] = [];
  for (;;) {
    const row = await findJob(bench.db, jobId);
    if (row && !['queued', 'started'].includes(row.status)) break;
    during.push(await searchOnce(bench, datasetId));
    // The searches come one after the other, as a person paging would: a short pause between them.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - began) / 1000;
  const row = await findJob(bench.db, jobId);
  const progress = await findRun(bench.db, jobId);
  const handled = Number(progress?.done) + Number(progress?.failed);
  // Each record is asked once: a count above the total means a record was asked again.
  if (handled !== Number(row?.total))
    console.log(`  COUNT MISMATCH: ${handled} records handled of ${row?.total}`);
  const idleSummary = summarize(idle);
  const duringSummary = summarize(during);
  console.log(
    `  job ${row?.status}: ${progress?.done} done, ${progress?.failed} failed of ${row?.total} in ${seconds.toFixed(1)} s ` +
      `= ${((Number(progress?.done) + Number(progress?.failed)) / seconds).toFixed(0)} records/s (goal ≥ 100); ` +
      `${Number(progress?.prompt_tokens) + Number(progress?.completion_tokens)} tokens`,
  );
  console.log(`  search idle:        ${formatSummary(idleSummary)}`);
  console.log(
    `  search during job:  ${formatSummary(duringSummary)}; p95 ${(duringSummary.p95 / idleSummary.p95).toFixed(2)} × idle (goal ≤ 2 ×)`,
  );
}

const standIn = await startModelStandIn({ fallback: { fill: true, delayMs: latencyMs } });
try {
  for (const dialect of dialects) {
    if (options.flag('fresh')) await dropBenchDatabase(dialect, NAME, pgUrl);
    const bench = await openBenchDatabase(dialect, NAME, pgUrl, {
      MARGINALIA_LLM_BASE_URL: standIn.baseUrl,
      MARGINALIA_LLM_MODEL: 'bench-model',
      MARGINALIA_LLM_PRICE_PER_1K_PROMPT: '0.00015',
      MARGINALIA_LLM_PRICE_PER_1K_COMPLETION: '0.0006',
      MARGINALIA_SUGGESTIONS_CONCURRENCY: String(concurrency),
    });
    try {
      console.log(`${dialect}: load average ${load()} on ${os.cpus().length} cores`);
      const datasetId = await seed(bench);
      console.log(
        `  ${recordCount} pending records, 2 questions per call, stand-in answering in ${latencyMs} ms, concurrency ${concurrency}`,
      );
      for (let i = 0; i < runs; i += 1) await run(bench, datasetId);
      console.log(`  load average after: ${load()}`);
    } finally {
      await bench.close();
    }
  }
} finally {
  await standIn.close();
}
