import { statSync } from 'node:fs';
import os from 'node:os';
import { userCreateSchema } from '@marginalia/core';
import { sql } from 'kysely';
import { newId } from '../src/common/ids';
import { nowTimestamp } from '../src/common/time';
import { toJson } from '../src/db/json-column';
import type { ResponsesTable } from '../src/db/schema';
import { refreshRecordAnswers } from '../src/record-answers/refresh-record-answers';
import { insertRows } from '../src/db/insert-rows';
import { insertUser } from '../src/users/users-service';
import { findUserByUsername } from '../src/users/user-rows';
import { insertWorkspaceUser } from '../src/workspaces/workspaces-service';
import {
  dropBenchDatabase,
  openBenchDatabase,
  type BenchDatabase,
  type BenchDialect,
} from './bench-databases';
import { benchOptions } from './bench-options';
import { createRandom } from './random-text';
import {
  createPublishedDataset,
  existingDataset,
  insertGeneratedRecords,
  ownerCaller,
} from './seed-generators';

/**
 * `npm run bench:review [-- --records 100000 --runs 3 --reviews 1000 --dialects sqlite,postgres --fresh]`
 * (issue #28): a dataset of 100,000 records × 3 annotators × 4 questions (label, multi-label over 8 labels, rating
 * 1–5, ranking of 4 options; each annotator agrees with the record's "truth" 70 % of the time) seeded once per
 * database, then the median wall and CPU time of `GET /agreement` in-process (goal ≤ 2 s), and the server time of
 * reviewing 1,000 records (`PUT /records/{id}/review` accept with the default gold answer; goal ≤ 30 s;
 * `--agreement-only` measures agreement alone).
 */
const options = benchOptions(process.argv.slice(2));
const recordCount = options.int('records', 100_000);
const runs = options.int('runs', 3);
const reviewCount = options.int('reviews', 1000);
const dialects = options.value('dialects', 'sqlite,postgres').split(',') as BenchDialect[];
const pgUrl = options.pgUrl();
const NAME = 'review';
const ANNOTATORS = 3;
const LABELS = ['a', 'b', 'c'];
const TOPICS = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
const RANKED = ['w', 'x', 'y', 'z'];

const options3 = (values: string[]) => values.map((value) => ({ value, text: value.toUpperCase() }));
const QUESTIONS = [
  {
    name: 'label',
    title: 'Label',
    required: true,
    settings: { type: 'label_selection', options: options3(LABELS) },
  },
  {
    name: 'topics',
    title: 'Topics',
    required: false,
    settings: { type: 'multi_label_selection', options: options3(TOPICS) },
  },
  {
    name: 'rating',
    title: 'Rating',
    required: false,
    settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) },
  },
  {
    name: 'ranking',
    title: 'Ranking',
    required: false,
    settings: { type: 'ranking', options: options3(RANKED) },
  },
];

function shuffled<T>(values: readonly T[], next: () => number): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** One annotator's answers to a record: the record's truth, or (30 %) something else. */
function answers(truth: ReturnType<typeof truthOf>, next: () => number): Record<string, { value: unknown }> {
  const agree = () => next() < 0.7;
  return {
    label: { value: agree() ? truth.label : (LABELS[Math.floor(next() * 3)] as string) },
    topics: {
      value: agree() ? truth.topics : TOPICS.filter(() => next() < 0.3).concat(truth.topics[0] as string),
    },
    rating: { value: agree() ? truth.rating : 1 + Math.floor(next() * 5) },
    ranking: {
      value: (agree() ? truth.ranking : shuffled(RANKED, next)).map((value, i) => ({ value, rank: i + 1 })),
    },
  };
}

function truthOf(next: () => number) {
  return {
    label: LABELS[Math.floor(next() * 3)] as string,
    topics: [...new Set(TOPICS.filter(() => next() < 0.25).concat(TOPICS[Math.floor(next() * 8)] as string))],
    rating: 1 + Math.floor(next() * 5),
    ranking: shuffled(RANKED, next),
  };
}

async function annotatorIds(bench: BenchDatabase, workspaceId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ANNOTATORS; i += 1) {
    const username = `bench-review-annotator-${i}`;
    let user = await findUserByUsername(bench.db, username);
    if (!user) {
      const input = userCreateSchema.parse({ username, password: 'bench-password', first_name: `A${i}` });
      user = await insertUser(bench.db, input, `bench-review-key-${i}`);
      await insertWorkspaceUser(bench.db, workspaceId, user.id);
    }
    ids.push(user.id);
  }
  return ids;
}

/** The seeded dataset's id: created with its records and 3 submitted responses each unless a run left it. */
async function seed(bench: BenchDatabase): Promise<string> {
  const name = `bench-review-${recordCount}`;
  const existing = await existingDataset(bench.db, name, recordCount);
  if (existing) return existing;
  const started = performance.now();
  const call = ownerCaller(bench.app, bench.ownerApiKey);
  const datasetId = await createPublishedDataset(call, name, { questions: QUESTIONS });
  const { workspace_id: workspaceId } = await bench.db
    .selectFrom('datasets')
    .select('workspace_id')
    .where('id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const users = await annotatorIds(bench, workspaceId);
  const next = createRandom(28);
  const recordIds = await insertGeneratedRecords(bench.db, datasetId, recordCount, (i) => ({
    fields: { text: `Record ${i} to review.` },
    metadata: {},
    status: 'completed',
  }));
  for (let start = 0; start < recordIds.length; start += 5000) {
    const rows: ResponsesTable[] = [];
    for (const recordId of recordIds.slice(start, start + 5000)) {
      const truth = truthOf(next);
      for (const userId of users) {
        const stamp = nowTimestamp();
        rows.push({
          id: newId(),
          record_id: recordId,
          user_id: userId,
          values: toJson(answers(truth, next)),
          status: 'submitted',
          inserted_at: stamp,
          updated_at: stamp,
        });
      }
    }
    await bench.db.transaction().execute(async (trx) => {
      await insertRows(trx, 'responses', rows);
      // What a response write does beside the row: the records' answer digests (agreement reads them).
      await refreshRecordAnswers(trx, datasetId, recordIds.slice(start, start + 5000));
    });
  }
  await sql`${sql.raw(bench.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(bench.db);
  console.log(
    `  seeded ${recordCount} records × ${ANNOTATORS} responses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return datasetId;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function request(bench: BenchDatabase, method: string, path: string, json?: unknown) {
  const res = await bench.app.request(`/api/v1${path}`, {
    method,
    headers: { 'X-Argilla-Api-Key': bench.ownerApiKey, 'Content-Type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await res.json()) as unknown;
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function databaseSize(bench: BenchDatabase): Promise<string> {
  if (bench.dialect === 'sqlite') return `${(statSync(bench.url).size / 2 ** 20).toFixed(0)} MiB`;
  const row = await sql<{
    size: string;
  }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(bench.db);
  return row.rows[0]?.size ?? '?';
}

async function agreementRuns(bench: BenchDatabase, datasetId: string): Promise<void> {
  const walls: number[] = [];
  const cpus: number[] = [];
  let figures = 0;
  for (let run = 0; run < runs; run += 1) {
    const cpu = process.cpuUsage();
    const began = performance.now();
    const body = (await request(bench, 'GET', `/datasets/${datasetId}/agreement`)) as { items: unknown[] };
    walls.push(performance.now() - began);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    figures = body.items.length;
  }
  console.log(
    `  agreement: median ${(median(walls) / 1000).toFixed(2)} s wall, ${(median(cpus) / 1000).toFixed(2)} s CPU ` +
      `(runs: ${walls.map((w) => (w / 1000).toFixed(2)).join(', ')} s; ${figures} figures; goal ≤ 2 s)`,
  );
}

async function reviewRuns(bench: BenchDatabase, datasetId: string): Promise<void> {
  await bench.db.deleteFrom('record_reviews').where('dataset_id', '=', datasetId).execute();
  const ids = await bench.db
    .selectFrom('records')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .limit(reviewCount)
    .execute();
  let serverMs = 0;
  const durations: number[] = [];
  for (const { id } of ids) {
    const began = performance.now();
    await request(bench, 'PUT', `/records/${id}/review`, { status: 'accepted' });
    const took = performance.now() - began;
    serverMs += took;
    durations.push(took);
  }
  console.log(
    `  review: ${ids.length} records accepted in ${(serverMs / 1000).toFixed(2)} s of server time ` +
      `(median ${median(durations).toFixed(1)} ms per review; goal ≤ 30 s)`,
  );
  await bench.db.deleteFrom('record_reviews').where('dataset_id', '=', datasetId).execute();
  const began = performance.now();
  const body = (await request(bench, 'PUT', `/datasets/${datasetId}/reviews`, {
    items: ids.map(({ id }) => ({ record_id: id, status: 'accepted' })),
  })) as { items: { review: unknown }[] };
  const accepted = body.items.filter((item) => item.review).length;
  console.log(
    `  bulk review: ${accepted} of ${ids.length} records accepted in one PUT /datasets/{id}/reviews in ` +
      `${((performance.now() - began) / 1000).toFixed(2)} s of server time`,
  );
}

for (const dialect of dialects) {
  if (options.flag('fresh')) await dropBenchDatabase(dialect, NAME, pgUrl);
  const bench = await openBenchDatabase(dialect, NAME, pgUrl);
  try {
    console.log(
      `${dialect}: load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    const datasetId = await seed(bench);
    console.log(
      `  ${recordCount} records, ${recordCount * ANNOTATORS} submitted responses, ${QUESTIONS.length} questions; ` +
        `database ${await databaseSize(bench)}`,
    );
    await agreementRuns(bench, datasetId);
    if (!options.flag('agreement-only')) await reviewRuns(bench, datasetId);
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await bench.close();
  }
}
