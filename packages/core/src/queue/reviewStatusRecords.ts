import type { ApiClient } from '../api/createApiClient';
import type { RecordCriteria } from '../criteria/RecordCriteria';

/**
 * The records the criteria's review-status filter keeps (`GET /datasets/{id}/review/record-ids`), read beside the
 * search's wire for every search of the criteria (the queue's windows, select-all-results); null without the
 * filter, so the search then goes out at once.
 *
 * @example
 * buildSearchRequest(criteria, { ...context, reviewRecordIds: await reviewRecordIdsFor(client, id, criteria) });
 */
export async function reviewRecordIdsFor(
  client: Pick<ApiClient, 'getReviewRecordIds'>,
  datasetId: string,
  criteria: Pick<RecordCriteria, 'reviewStatus'>,
): Promise<string[] | null> {
  if (criteria.reviewStatus === null) return null;
  const { items } = await client.getReviewRecordIds(datasetId, { status: criteria.reviewStatus });
  return items;
}
