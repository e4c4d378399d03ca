import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { userCreateSchema } from '@marginalia/core';
import { findUserByUsername } from '../src/users/user-rows';
import { insertUser } from '../src/users/users-service';
import { insertWorkspaceUser } from '../src/workspaces/workspaces-service';
import type { BenchDatabase, BenchDialect } from './bench-databases';
import { summarize, type LatencySummary } from './percentiles';
import {
  createPublishedDataset,
  existingDataset,
  insertGeneratedRecords,
  ownerCaller,
} from './seed-generators';

/** The annotation workload: a dataset and the annotators' API keys. */
export interface AnnotationSeed {
  datasetId: string;
  recordIds: string[];
  apiKeys: string[];
}

/** Result of the concurrent-annotators benchmark. */
export interface AnnotatorsBenchmarkResult {
  annotators: number;
  seconds: number;
  /** Answers the server stored: requests answered 201. */
  answers: number;
  /** Stored answers per second over the run. */
  throughput: number;
  latency: LatencySummary;
}

/**
 * Seeds (once) a published dataset of `records` records and `annotators` annotator members, and
 * clears earlier runs' responses so every run starts from a fresh queue.
 */
export async function seedAnnotation(
  bench: BenchDatabase,
  records: number,
  annotators: number,
): Promise<AnnotationSeed> {
  const call = ownerCaller(bench.app, bench.ownerApiKey);
  const name = `bench-annotation-${records}`;
  let datasetId = await existingDataset(bench.db, name, records);
  if (!datasetId) {
    datasetId = await createPublishedDataset(call, name, {
      questions: [
        {
          name: 'label',
          title: 'Label',
          required: true,
          settings: {
            type: 'label_selection',
            options: ['a', 'b', 'c'].map((v) => ({ value: v, text: v.toUpperCase() })),
          },
        },
        { name: 'comment', title: 'Comment', required: false, settings: { type: 'text' } },
      ],
    });
    await insertGeneratedRecords(bench.db, datasetId, records, (i) => ({
      fields: { text: `Record ${i} to annotate.` },
      metadata: {},
    }));
  }
  const dataset = await bench.db
    .selectFrom('datasets')
    .select('workspace_id')
    .where('id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const apiKeys: string[] = [];
  for (let i = 0; i < annotators; i += 1) {
    const username = `bench-annotator-${i}`;
    let user = await findUserByUsername(bench.db, username);
    if (!user) {
      const input = userCreateSchema.parse({
        username,
        password: 'bench-password',
        first_name: `Annotator ${i}`,
      });
      user = await insertUser(bench.db, input, `bench-annotator-key-${i}`);
    }
    const member = await bench.db
      .selectFrom('workspaces_users')
      .select('id')
      .where('workspace_id', '=', dataset.workspace_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!member) await insertWorkspaceUser(bench.db, dataset.workspace_id, user.id);
    apiKeys.push(user.api_key);
  }
  await bench.db
    .deleteFrom('responses')
    .where('record_id', 'in', (eb) =>
      eb.selectFrom('records').select('id').where('dataset_id', '=', datasetId),
    )
    .execute();
  // Only the records earlier runs completed: rewriting every row left tens of thousands of dead rows that
  // PostgreSQL's autovacuum and every index scan of the measured run then paid for.
  await bench.db
    .updateTable('records')
    .set({ status: 'pending' })
    .where('dataset_id', '=', datasetId)
    .where('status', '<>', 'pending')
    .execute();
  // The reset's dead rows are cleaned up here, not by an autovacuum in the middle of the measured run.
  if (bench.dialect === 'postgres')
    await sql`vacuum analyze records, responses, record_answer_digests`.execute(bench.db);
  const recordIds = (
    await bench.db
      .selectFrom('records')
      .select('id')
      .where('dataset_id', '=', datasetId)
      .orderBy('inserted_at')
      .execute()
  ).map((r) => r.id);
  return { datasetId, recordIds, apiKeys };
}

/**
 * `annotators` concurrent connections, one annotator each, submit responses (`POST /records/{id}/responses`,
 * submitted, a label and a comment) for `seconds` against a server at `url`. Each annotator answers records of its
 * own (the n-th request overall answers record n, as annotator n mod annotators), so no two answers meet on a
 * record. Only 201s count as answers; any other status, a connection error or running out of records fails the
 * run with what went wrong. `rate`: answers/s offered over all annotators (each waits its turn), else as many as
 * the server takes.
 */
export async function runAnnotatorsLoad(
  url: string,
  seed: AnnotationSeed,
  seconds: number,
  rate?: number,
): Promise<AnnotatorsBenchmarkResult> {
  const annotators = seed.apiKeys.length;
  let sentCount = 0;
  const latencies: number[] = [];
  const unexpected = new Map<number, { count: number; body: string }>();
  let instance: autocannon.Instance | null = null;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const options: autocannon.Options = {
    url,
    connections: annotators,
    duration: seconds,
    // An offered rate (answers/s over all annotators) instead of each annotator answering as soon as the last
    // answer came back: the latency then is the server's, not the queue a saturated server builds.
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = sentCount++;
          // Out of records: stop rather than answer a record twice (a 409), and fail below.
          if (n >= seed.recordIds.length) instance?.stop();
          const recordId = seed.recordIds[n % seed.recordIds.length];
          return {
            ...request,
            method: 'POST',
            path: `/api/v1/records/${recordId}/responses`,
            headers: {
              'Content-Type': 'application/json',
              'X-Argilla-Api-Key': seed.apiKeys[n % annotators] as string,
            },
            body: JSON.stringify({
              status: 'submitted',
              values: {
                label: { value: ['a', 'b', 'c'][n % 3] },
                comment: { value: 'Looks right.' },
                duration: { value: 4 },
              },
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) return;
          const seen = unexpected.get(status);
          unexpected.set(status, { count: (seen?.count ?? 0) + 1, body: seen?.body ?? body.slice(0, 300) });
        },
      },
    ],
  };
  instance = autocannon(options, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    if (status === 201) latencies.push(responseTime);
  });
  const result = await finished;
  const problems = [...unexpected].map(([status, { count, body }]) => `${count} × ${status} (${body})`);
  if (result.errors + result.timeouts > 0)
    problems.push(`${result.errors} connection errors, ${result.timeouts} timeouts`);
  if (sentCount > seed.recordIds.length)
    problems.push(
      `ran out of records after ${seed.recordIds.length} answers (seed more: --annotation-records)`,
    );
  if (problems.length > 0) throw new Error(`annotators load: ${problems.join('; ')}`);
  return {
    annotators,
    seconds,
    answers: latencies.length,
    throughput: latencies.length / seconds,
    latency: summarize(latencies),
  };
}

/**
 * The load before the measured run: `seconds` of the same answers (their records are then skipped), and on
 * PostgreSQL an `ANALYZE` of the tables they wrote, which autovacuum runs on a live server within a minute of
 * the first 50 rows (`autovacuum_analyze_threshold`). Measured from the reset instead, each pooled connection
 * plans its prepared statements once while `responses` is empty by its statistics, keeps those plans (a
 * sequential scan of the table) while it grows by thousands of rows a second, and the run measures a cold start
 * that lasts until that analyze. Returns the seed with the records left to answer.
 */
export async function warmUpAnnotators(
  url: string,
  seed: AnnotationSeed,
  seconds: number,
  dialect: BenchDialect,
  databaseUrl: string,
): Promise<AnnotationSeed> {
  if (seconds <= 0) return seed;
  const warm = await runAnnotatorsLoad(url, seed, seconds);
  if (dialect === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('analyze responses, records, record_answer_digests, history_entries');
    } finally {
      await client.end();
    }
  }
  // Answers still in flight when the warm-up stopped may have stored theirs: those records are skipped too.
  return { ...seed, recordIds: seed.recordIds.slice(warm.answers + 2 * warm.annotators) };
}
