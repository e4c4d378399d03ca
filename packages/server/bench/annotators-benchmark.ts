import autocannon from 'autocannon';
import { userCreateSchema } from '@marginalia/core';
import { findUserByUsername, insertUser } from '../src/users/users-service';
import { insertWorkspaceUser } from '../src/workspaces/workspaces-service';
import type { BenchDatabase } from './bench-databases';
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
  requests: number;
  throughput: number;
  errors: number;
  non2xx: number;
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
  await bench.db
    .updateTable('records')
    .set({ status: 'pending' })
    .where('dataset_id', '=', datasetId)
    .execute();
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
 * `annotators` concurrent connections, one annotator each, submit responses (`POST
 * /records/{id}/responses`, submitted, a label and a comment) to successive records for `seconds`
 * against a server at `url`. Every answer must be 201.
 */
export async function runAnnotatorsLoad(
  url: string,
  seed: AnnotationSeed,
  seconds: number,
): Promise<AnnotatorsBenchmarkResult> {
  const annotators = seed.apiKeys.length;
  // autocannon resets a connection's context after each pass over `requests`, so the n-th request
  // overall goes to annotator n mod annotators and record ⌊n / annotators⌋: every (annotator,
  // record) pair is answered once and no request meets a 409.
  let sentCount = 0;
  const latencies: number[] = [];
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
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = sentCount++;
          const annotator = n % annotators;
          const recordId = seed.recordIds[Math.floor(n / annotators) % seed.recordIds.length];
          return {
            ...request,
            method: 'POST',
            path: `/api/v1/records/${recordId}/responses`,
            headers: {
              'Content-Type': 'application/json',
              'X-Argilla-Api-Key': seed.apiKeys[annotator] as string,
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
      },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await finished;
  return {
    annotators,
    seconds,
    requests: result.requests.total,
    throughput: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latency: summarize(latencies),
  };
}
