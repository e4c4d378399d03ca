import type { ApiClient } from '../api/createApiClient';
import type { UserRole } from '../api/wire/users';
import type { Message } from '../messages/Message';
import { toDatasetProgress } from '../model/DatasetProgress';
import type { Metrics } from '../model/Metrics';
import { isAdminOrOwner } from '../model/User';
import { emptyStateMessage, type RecordViewStatus } from './emptyState';

/** What {@link loadEmptyState} needs. */
export interface EmptyStateSources {
  client: ApiClient;
  datasetId: string;
  status?: RecordViewStatus;
  isFiltering?: boolean;
  /** Asked with `GET /me` only when the dataset is empty and the role is unknown. */
  role?: UserRole | undefined;
  /** Fallback for the record total when the progress call fails. */
  metrics?: Metrics | null;
}

/**
 * Gathers the facts behind the empty-state message (team progress for "task completed" and "empty dataset",
 * the role for the empty-dataset wording) and picks the message. Failed calls only weaken the choice.
 *
 * @example
 * set({ emptyState: await loadEmptyState({ client, datasetId, role }) });
 */
export async function loadEmptyState(sources: EmptyStateSources): Promise<Message> {
  const { client, datasetId, status = 'pending', isFiltering = false } = sources;
  const progress = await client.getDatasetProgress(datasetId).then(toDatasetProgress, () => null);
  const isDatasetEmpty = progress !== null ? progress.total === 0 : sources.metrics?.total === 0;
  let role = sources.role;
  if (isDatasetEmpty && role === undefined) {
    role = await client.getMe().then(
      (me) => me.role,
      () => undefined,
    );
  }
  return emptyStateMessage({
    status,
    isFiltering,
    isTaskDistributionCompleted: progress?.isCompleted ?? false,
    isDatasetEmpty,
    isAdminOrOwner: isAdminOrOwner(role === undefined ? null : { role }),
  });
}
