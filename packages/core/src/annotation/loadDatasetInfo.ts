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
export function loadDatasetInfo(client: ApiClient, datasetId: string): Promise<DatasetInfoResult> {
  return readDatasetInfo(client, datasetId).info;
}

/**
 * {@link loadDatasetInfo} in its two steps: `dataset` as soon as the dataset itself is read (null when that failed),
 * before its workspace, which can only be read after it; `info` once both are, as `loadDatasetInfo` resolves.
 *
 * @example
 * const { dataset, info } = readDatasetInfo(client, datasetId);
 * showTitle((await dataset)?.name); // then `await info` for the workspace, or the error
 */
export function readDatasetInfo(
  client: ApiClient,
  datasetId: string,
): { dataset: Promise<WireDataset | null>; info: Promise<DatasetInfoResult> } {
  const dataset = client.getDataset(datasetId);
  const info = dataset.then(
    async (read): Promise<DatasetInfoResult> => {
      try {
        return { dataset: read, workspace: toWorkspace(await client.getWorkspace(read.workspace_id)) };
      } catch (error) {
        return { error: failure(CORE_MESSAGE_KEYS.errorsWorkspaceInfo, datasetId, error) };
      }
    },
    (error: unknown) => ({ error: failure(CORE_MESSAGE_KEYS.errorsDatasetInfo, datasetId, error) }),
  );
  return { dataset: dataset.catch(() => null), info };
}

function failure(key: string, datasetId: string, error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: CORE_MESSAGE_KEYS.errorsDatasetAndWorkspaceInfo };
  return { key, params: { id: datasetId, status: error.status } };
}
