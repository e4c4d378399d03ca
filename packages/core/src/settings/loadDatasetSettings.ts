import type { ApiClient } from '../api/createApiClient';
import type { WireMetadataMetrics } from '../api/wire/metadata';
import type { WireRecord } from '../api/wire/records';
import { RepositoryError } from '../errors/RepositoryError';
import { toDataset, type Dataset } from '../model/Dataset';
import { fieldItemOf, generalItemsOf, metadataItemOf, questionItemOf, vectorItemOf } from './settingsItems';
import type { SettingsItems } from './settingsSections';
import { hasResponses } from './distributionLock';
import { reviewerCandidateOf, reviewersItemOf } from './reviewersItem';

/** What the settings screens start from. */
export interface LoadedDatasetSettings extends SettingsItems {
  dataset: Dataset;
  /** Terms or range of each metadata property, by id; missing when its metrics could not be read. */
  metadataMetrics: Record<string, WireMetadataMetrics>;
  /** A real record to preview the fields on; null when the dataset has none (or it could not be read). */
  previewRecord: WireRecord | null;
  /** The dataset has responses, so its distribution may no longer change. */
  distributionLocked: boolean;
}

const emptyItems = { items: [] };

/** Everything loaded besides the dataset and its general item, as it is when nothing could be read. */
export function nothingLoaded(): Omit<LoadedDatasetSettings, 'dataset' | 'general'> {
  return {
    fields: [],
    questions: [],
    metadata: [],
    vector: [],
    reviewers: [],
    metadataMetrics: {},
    previewRecord: null,
    distributionLocked: false,
  };
}

/**
 * Loads a dataset's settings (spec 2 §4): administrators and owners get the dataset with its fields,
 * questions, metadata properties, vectors, the metadata metrics, one record, whether anybody answered, and the
 * dataset's reviewers with the workspace's members (issue #28); annotators only the dataset. Only the dataset is essential: the other reads failing leaves them empty
 * (spec 2 §8), and the distribution lock is then learnt from the server's refusal.
 *
 * @example
 * const loaded = await loadDatasetSettings(client, datasetId, true);
 */
export async function loadDatasetSettings(
  client: ApiClient,
  datasetId: string,
  canEdit: boolean,
): Promise<LoadedDatasetSettings> {
  const wire = await client.getDataset(datasetId, { cache: 'bypass' }).catch((error: unknown) => {
    throw new RepositoryError('ERROR_FETCHING_DATASET_INFO', error);
  });
  const empty: LoadedDatasetSettings = {
    dataset: toDataset(wire),
    general: generalItemsOf(wire),
    ...nothingLoaded(),
  };
  if (!canEdit) return empty;
  const fresh = { cache: 'bypass' } as const;
  const [workspace, fields, questions, metadata, vectors, progress, search, reviewers, members] =
    await Promise.all([
      client.getWorkspace(wire.workspace_id).catch(() => null),
      client.getFields(datasetId, fresh).catch(() => emptyItems),
      client.getQuestions(datasetId, fresh).catch(() => emptyItems),
      client.getMetadataProperties(datasetId, fresh).catch(() => emptyItems),
      client.getVectorSettings(datasetId, fresh).catch(() => emptyItems),
      client.getUsersProgress(datasetId, fresh).catch(() => ({ users: [] })),
      client.searchMyRecords(datasetId, {}, { limit: 1 }).catch(() => ({ items: [], total: 0 })),
      // An Argilla server has no reviewers: the section is then left out.
      client.getReviewers(datasetId, fresh).catch(() => null),
      client.getWorkspaceUsers(wire.workspace_id, fresh).catch(() => emptyItems),
    ]);
  const metrics = await Promise.all(
    metadata.items.map(
      async (property) =>
        [property.id, await client.getMetadataMetrics(property.id).catch(() => null)] as const,
    ),
  );
  return {
    ...empty,
    dataset: toDataset(wire, workspace?.name ?? null),
    fields: fields.items.map(fieldItemOf),
    questions: questions.items.map(questionItemOf),
    metadata: metadata.items.map(metadataItemOf),
    vector: vectors.items.map(vectorItemOf),
    reviewers: reviewers
      ? [reviewersItemOf(datasetId, reviewers.items, members.items.map(reviewerCandidateOf))]
      : [],
    metadataMetrics: Object.fromEntries(
      metrics.filter((entry): entry is [string, WireMetadataMetrics] => entry[1] !== null),
    ),
    previewRecord: search.items[0]?.record ?? null,
    distributionLocked: hasResponses(progress),
  };
}
