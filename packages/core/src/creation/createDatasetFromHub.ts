import type { ApiClient } from '../api/createApiClient';
import type { WireDataset } from '../api/wire/datasets';
import type { CreationRequest } from './creationRequest';
import { createFirstRecordsFollower, type FirstRecordsFollower } from './firstRecordsFollower';

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
  /**
   * Waits for the import's first records; by default one on the host's timers. A session passes its own, so that
   * its `dispose` ends the wait.
   */
  follower?: FirstRecordsFollower;
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

/**
 * The creation sequence of spec 2 §4: the workspace when it has no id, the draft dataset (metadata
 * `{repoId, subset, split, mapping, imported: 'UI'}`), its fields, questions and metadata properties, publish
 * (the answer's id must be the dataset's), the import of the split, then its job followed until the first
 * 10 records exist (`firstRecordsFollower`). Any failure after the dataset exists deletes it, so no half-created dataset is left; the
 * promise then rejects with a {@link DatasetCreationError}.
 *
 * @example
 * const dataset = await createDatasetFromHub(sdk.client, { name: 'imdb', workspace, request: creationRequest(repoId, subset) });
 */
export async function createDatasetFromHub(
  client: CreationClient,
  { name, workspace, request, follower = createFirstRecordsFollower(client) }: CreateDatasetFromHubOptions,
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
      await follower.follow(dataset.id, job.id);
    });
    return dataset;
  } catch (error) {
    // Never leave a half-created dataset; a failed delete must not hide why the creation failed.
    await client.deleteDataset(dataset.id).catch(() => undefined);
    throw error;
  }
}
