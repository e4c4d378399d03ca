import { isApiError } from '../api/ApiError';
import type { WireUsersProgress } from '../api/wire/datasets';

/** The server's code for a distribution change on a dataset that has responses. */
export const DISTRIBUTION_LOCKED_CODE = 'update_distribution_with_existing_responses';

/**
 * Whether anybody has answered a record of the dataset (any response status): then its task distribution can
 * no longer change (spec 2 §4), which the settings show before anyone tries.
 *
 * @example
 * hasResponses(await client.getUsersProgress(datasetId)); // false for a fresh dataset
 */
export function hasResponses(progress: WireUsersProgress): boolean {
  return progress.users.some(({ completed, pending }) =>
    [completed, pending].some((counts) => counts.submitted + counts.discarded + counts.draft > 0),
  );
}

/** Whether a failed dataset update was the server refusing a distribution change. */
export function isDistributionLockedError(error: unknown): boolean {
  return isApiError(error) && error.code === DISTRIBUTION_LOCKED_CODE;
}
