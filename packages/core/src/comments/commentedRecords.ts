import type { ApiClient } from '../api/createApiClient';
import type { WireCommentedRecord, WireCommentedRecords } from '../api/wire/comments';
import type { SearchFilter } from '../api/wire/search';
import type { QueryOptions } from '../observer/QueryObserver';

/** The record filters of comments: records with an open comment, or with an open comment mentioning the user. */
export const COMMENT_FILTERS = ['open', 'mentions'] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

/** Most record ids the search's terms filter takes (the Argilla wire's limit). */
export const COMMENT_FILTER_MAX_RECORDS = 250;

/** The id no record has: a filter that matches nothing still sends one value (the wire needs at least one). */
export const NO_RECORD_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A dataset's commented records (`GET /datasets/{id}/comments/records`), as a query: the record header's badges
 * and the comment filters read it. `revision` reads it again (after a comment write).
 *
 * @example
 * const commented = useQuery(commentedRecordsQuery(client, datasetId));
 */
export function commentedRecordsQuery(
  client: Pick<ApiClient, 'getCommentedRecords'>,
  datasetId: string,
  revision = 0,
): QueryOptions<WireCommentedRecords> {
  return {
    key: `commented-records:${datasetId}:${revision}`,
    load: () => client.getCommentedRecords(datasetId, { cache: revision === 0 ? 'default' : 'bypass' }),
    keepWhileReloading: true,
  };
}

/** A record's comment counts for its badge: open and all; zero for a record without comments. */
export function commentCountsOf(
  records: readonly WireCommentedRecord[] | null | undefined,
  recordId: string,
): { open: number; total: number } {
  const found = records?.find((record) => record.record_id === recordId);
  return { open: found?.open ?? 0, total: found?.comments ?? 0 };
}

/**
 * The records a comment filter keeps, first commented first, at most 250 (docs/comments-and-history.md "Record
 * filters beside the wire").
 */
export function commentFilterRecordIds(
  records: readonly WireCommentedRecord[],
  filter: CommentFilter,
): string[] {
  return records
    .filter((record) => (filter === 'open' ? record.open > 0 : record.mentions_me))
    .slice(0, COMMENT_FILTER_MAX_RECORDS)
    .map((record) => record.record_id);
}

/**
 * The search filter of a comment filter: the Argilla search's own record-id terms filter, so the search request
 * keeps its shape. No record → the nil id, which matches nothing.
 *
 * @example
 * and.push(commentSearchFilter(['r1', 'r7'])); // { type: 'terms', scope: { entity: 'record', property: 'id' }, values: ['r1', 'r7'] }
 */
export function commentSearchFilter(recordIds: readonly string[]): SearchFilter {
  return {
    type: 'terms',
    scope: { entity: 'record', property: 'id' },
    values: recordIds.length > 0 ? [...recordIds] : [NO_RECORD_ID],
  };
}
