import { startHubStandIn, type RunningHubStandIn } from '@marginalia/hub-stand-in';
import type { TestServer } from './test-server';

/** A stand-in hub that notes the URL of every request it answers. */
export interface TestHub extends RunningHubStandIn {
  requests: URL[];
  /** How many times the split listings (`GET /parquet`) were read. */
  listingReads(): number;
}

/** A stand-in hub for a test file (its parquet files are cached across runs). */
export async function startTestHub(): Promise<TestHub> {
  const requests: URL[] = [];
  const hub = await startHubStandIn({ port: 0, onRequest: (request) => requests.push(new URL(request.url)) });
  const listingReads = () => requests.filter((url) => url.pathname === '/parquet').length;
  return Object.assign(hub, { requests, listingReads });
}

/** Settings of a dataset to import into: bodies of the fields, questions and metadata endpoints. */
export interface ImportDatasetSettings {
  fields: { name: string; type: string; required?: boolean }[];
  questions?: { name: string; settings: Record<string, unknown>; required?: boolean }[];
  metadata?: { name: string; settings: Record<string, unknown> }[];
  /** Leave the dataset a draft (default: publish it). */
  draft?: boolean;
}

/** Anything that calls the API as the owner: a test server, or a running server's app. */
export interface ApiCaller {
  request(
    method: string,
    path: string,
    options?: { json?: unknown },
  ): Promise<{ status: number; body: unknown }>;
}

async function created(promise: Promise<{ status: number; body: unknown }>): Promise<{ id: string }> {
  const res = await promise;
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

let counter = 0;

/** Creates a workspace and a dataset with these settings (published unless `draft`), as the owner. */
export async function createImportDataset(
  server: ApiCaller,
  settings: ImportDatasetSettings,
): Promise<{ datasetId: string; workspaceId: string; questionIds: Record<string, string> }> {
  counter += 1;
  const workspace = await created(
    server.request('POST', '/api/v1/workspaces', { json: { name: `hub-${counter}-${Date.now()}` } }),
  );
  const dataset = await created(
    server.request('POST', '/api/v1/datasets', {
      json: { name: `hub-dataset-${counter}`, workspace_id: workspace.id },
    }),
  );
  const base = `/api/v1/datasets/${dataset.id}`;
  for (const field of settings.fields) {
    const fieldSettings =
      field.type === 'text' ? { type: 'text', use_markdown: false } : { type: field.type };
    await created(
      server.request('POST', `${base}/fields`, {
        json: {
          name: field.name,
          title: field.name,
          required: field.required ?? true,
          settings: fieldSettings,
        },
      }),
    );
  }
  const questionIds: Record<string, string> = {};
  for (const question of settings.questions ?? [
    { name: 'note', settings: { type: 'text' }, required: true },
  ]) {
    const body = await created(
      server.request('POST', `${base}/questions`, {
        json: {
          name: question.name,
          title: question.name,
          required: question.required ?? true,
          settings: question.settings,
        },
      }),
    );
    questionIds[question.name] = body.id;
  }
  for (const property of settings.metadata ?? []) {
    await created(
      server.request('POST', `${base}/metadata-properties`, {
        json: { name: property.name, title: property.name, settings: property.settings },
      }),
    );
  }
  if (!settings.draft) await created(server.request('PUT', `${base}/publish`));
  return { datasetId: dataset.id, workspaceId: workspace.id, questionIds };
}

/** Label options of a label question. */
export const labelOptions = (...values: string[]) => values.map((value) => ({ value, text: value }));

/** Waits for the test server's in-process jobs, then reads the job. */
export async function finishedJob(
  server: TestServer,
  jobId: string,
): Promise<{ status: string; error: string | null; progress: number }> {
  await server.tasks.idle();
  const row = await server.db
    .selectFrom('jobs')
    .select(['status', 'error', 'progress'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return row;
}
