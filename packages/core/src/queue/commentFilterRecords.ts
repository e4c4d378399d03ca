import type { ApiClient } from '../api/createApiClient';
import { commentFilterRecordIds } from '../comments/commentedRecords';
import type { RecordCriteria } from '../criteria/RecordCriteria';

/**
 * The records the criteria's comment filter keeps (`GET /datasets/{id}/comments/records`), read beside the
 * search's wire for every search of the criteria (the queue's windows, select-all-results); null without the
 * filter, so the search then goes out at once.
 *
 * @example
 * buildSearchRequest(criteria, { ...context, commentRecordIds: await commentRecordIdsFor(client, id, criteria) });
 */
export async function commentRecordIdsFor(
  client: Pick<ApiClient, 'getCommentedRecords'>,
  datasetId: string,
  criteria: Pick<RecordCriteria, 'comments'>,
): Promise<string[] | null> {
  if (criteria.comments === null) return null;
  const { items } = await client.getCommentedRecords(datasetId);
  return commentFilterRecordIds(items, criteria.comments);
}
