import type { ApiClient } from '../api/createApiClient';
import type { WireCommentedRecord, WireCommentedRecords } from '../api/wire/comments';
import type { RecordCriteriaStore } from '../criteria/recordCriteriaState';
import type { CommentFilter } from '../criteria/RecordCriteria';
import type { QueryOptions } from '../observer/QueryObserver';
import type { CommentsData } from './commentsState';

/** Most record ids a comment filter searches for (the Argilla search's terms filter takes 250 values). */
export const COMMENT_FILTER_MAX_RECORDS = 250;

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
    // A comment write invalidates the cached answer before the revision moves, so every header's read of a new
    // revision is one request (the client joins reads of one path).
    load: () => client.getCommentedRecords(datasetId),
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
 * Filters the annotation view by comments (or stops, with null) and applies it at once, as the status filter
 * does.
 *
 * @example
 * changeCommentFilter(store.criteria, 'mentions');
 */
export function changeCommentFilter(criteria: RecordCriteriaStore, filter: CommentFilter | null): void {
  criteria.getState().setComments(filter);
  criteria.getState().commit();
}

/**
 * A record's badge counts: from the thread shown when it is that record's (so a write shows at once), else from
 * the dataset's commented records.
 *
 * @example
 * recordCommentCounts(store.getState(), commented?.items, record.id); // { open: 1, total: 3 }
 */
export function recordCommentCounts(
  thread: Pick<CommentsData, 'recordId' | 'status' | 'items'>,
  records: readonly WireCommentedRecord[] | null | undefined,
  recordId: string,
): { open: number; total: number } {
  if (thread.recordId === recordId && thread.status === 'ready') return selectCommentCounts(thread);
  return commentCountsOf(records, recordId);
}

/** How many comments of the record shown are open (the header's badge), and how many there are. */
export function selectCommentCounts(state: Pick<CommentsData, 'items'>): { open: number; total: number } {
  return { open: state.items.filter((c) => !c.resolved).length, total: state.items.length };
}
