import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/createApiClient';
import type { WireDataset } from '../api/wire/datasets';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';
import { toWorkspace, type Workspace } from '../model/Workspace';

/** The dataset with its workspace, or the catalogue message of what failed. */
export type DatasetInfoResult = { dataset: WireDataset; workspace: Workspace } | { error: Message };

/**
 * Loads a dataset and then its workspace. Failures resolve to the spec's messages (spec 1 §8): "Can't get
 * dataset info…", "Can't get workspace info…" (both with `{ id, status }`), or the combined message for anything
 * else. It never rejects.
 *
 * @example
 * const info = await loadDatasetInfo(client, datasetId);
 * if ('error' in info) showError(info.error);
 */
export async function loadDatasetInfo(client: ApiClient, datasetId: string): Promise<DatasetInfoResult> {
  let dataset: WireDataset;
  try {
    dataset = await client.getDataset(datasetId);
  } catch (error) {
    return { error: failure(CORE_MESSAGE_KEYS.errorsDatasetInfo, datasetId, error) };
  }
  try {
    return { dataset, workspace: toWorkspace(await client.getWorkspace(dataset.workspace_id)) };
  } catch (error) {
    return { error: failure(CORE_MESSAGE_KEYS.errorsWorkspaceInfo, datasetId, error) };
  }
}

function failure(key: string, datasetId: string, error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: CORE_MESSAGE_KEYS.errorsDatasetAndWorkspaceInfo };
  return { key, params: { id: datasetId, status: error.status } };
}
