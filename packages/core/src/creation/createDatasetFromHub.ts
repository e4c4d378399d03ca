import type { ApiClient } from '../api/createApiClient';
import type { WireDataset } from '../api/wire/datasets';
import type { JobStatus } from '../api/wire/enums';
import { isJobRunning } from '../jobs/jobStatus';
import type { CreationRequest } from './creationRequest';

/** Creation polling (spec 2 §9): up to 10 reads of the progress, 3000 ms apart, until 10 records exist. */
export const CREATION_POLL_TRIES = 10;
export const CREATION_POLL_INTERVAL_MS = 3000;
export const CREATION_MIN_RECORDS = 10;

/** The workspace of the new dataset: an existing one (with its id) or one to create by name. */
export interface CreationWorkspace {
  id?: string | null;
  name: string;
}

/** Options of {@link createDatasetFromHub}. */
export interface CreateDatasetFromHubOptions {
  name: string;
  workspace: CreationWorkspace;
  request: CreationRequest;
  /** Waits between polls; injected so tests drive time. */
  wait?: (ms: number) => Promise<void>;
}

/** The import job ended without finishing (the hub failed to send the data, say): its status, e.g. `failed`. */
export class ImportEndedError extends Error {
  readonly status: JobStatus;

  constructor(status: JobStatus) {
    super(`The import ended ${status}`);
    this.name = 'ImportEndedError';
    this.status = status;
  }
}

/** A creation that failed: `step` says where; the dataset, if it was made, is already deleted. */
export class DatasetCreationError extends Error {
  readonly step: 'workspace' | 'dataset' | 'fields' | 'questions' | 'metadata' | 'publish' | 'import';
  override readonly cause: unknown;

  constructor(step: DatasetCreationError['step'], cause: unknown) {
    super(
      `The dataset could not be created (${step}): ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'DatasetCreationError';
    this.step = step;
    this.cause = cause;
  }
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => globalThis.setTimeout(resolve, ms));

type CreationClient = Pick<
  ApiClient,
  | 'createWorkspace'
  | 'createDataset'
  | 'createField'
  | 'createQuestion'
  | 'createMetadataProperty'
  | 'publishDataset'
  | 'importDataset'
  | 'getDatasetProgress'
  | 'getJob'
  | 'deleteDataset'
>;

async function step<T>(name: DatasetCreationError['step'], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DatasetCreationError ? error : new DatasetCreationError(name, error);
  }
}

/** Polls until 10 records exist, the tries run out or the import ends; a failed import is an error. */
async function awaitFirstRecords(
  client: CreationClient,
  datasetId: string,
  jobId: string,
  wait: (ms: number) => Promise<void>,
) {
  for (let attempt = 1; attempt <= CREATION_POLL_TRIES; attempt += 1) {
    const progress = await client.getDatasetProgress(datasetId, { cache: 'bypass' });
    if (progress.total >= CREATION_MIN_RECORDS) return;
    const job = await client.getJob(jobId);
    if (job.status === 'finished') return;
    if (!isJobRunning(job.status)) throw new ImportEndedError(job.status);
    if (attempt < CREATION_POLL_TRIES) await wait(CREATION_POLL_INTERVAL_MS);
  }
}

/**
 * The creation sequence of spec 2 §4: the workspace when it has no id, the draft dataset (metadata
 * `{repoId, subset, split, mapping, imported: 'UI'}`), its fields, questions and metadata properties, publish
 * (the answer's id must be the dataset's), the import of the split, then the progress polled until its first
 * 10 records exist. Any failure after the dataset exists deletes it, so no half-created dataset is left; the
 * promise then rejects with a {@link DatasetCreationError}.
 *
 * @example
 * const dataset = await createDatasetFromHub(sdk.client, { name: 'imdb', workspace, request: creationRequest(repoId, subset) });
 */
export async function createDatasetFromHub(
  client: CreationClient,
  { name, workspace, request, wait = defaultWait }: CreateDatasetFromHubOptions,
): Promise<WireDataset> {
  const workspaceId =
    workspace.id ?? (await step('workspace', () => client.createWorkspace({ name: workspace.name }))).id;
  const { repoId, subset, split, mapping } = request;
  const dataset = await step('dataset', () =>
    client.createDataset({
      name,
      workspace_id: workspaceId,
      metadata: { repoId, subset, split, mapping, imported: 'UI' },
    }),
  );
  try {
    await step('fields', async () => {
      for (const field of request.fields) await client.createField(dataset.id, field);
    });
    await step('questions', async () => {
      for (const question of request.questions) await client.createQuestion(dataset.id, question);
    });
    await step('metadata', async () => {
      for (const property of request.metadata) await client.createMetadataProperty(dataset.id, property);
    });
    await step('publish', async () => {
      const published = await client.publishDataset(dataset.id);
      if (published.id !== dataset.id)
        throw new Error(`Publishing answered another dataset (${published.id})`);
    });
    await step('import', async () => {
      const job = await client.importDataset(dataset.id, { name: repoId, subset, split, mapping });
      await awaitFirstRecords(client, dataset.id, job.id, wait);
    });
    return dataset;
  } catch (error) {
    // Never leave a half-created dataset; a failed delete must not hide why the creation failed.
    await client.deleteDataset(dataset.id).catch(() => undefined);
    throw error;
  }
}
