import type { Kysely } from 'kysely';
import type { Database, RecordReviewsTable, ResponsesTable } from '../db/schema';
import { historyJson, type HistoryChange } from '../history/history-log';
import { responseSnapshot } from '../history/history-snapshots';
import { reviewOfRecord, submittedResponsesOf } from './review-rows';

/**
 * The history entries of review writes: a record's review (accepted with its gold answer, rejected with its comment,
 * withdrawn), the answers a rejection sends back to draft (action `review`), and a dataset's reviewer list.
 */

/** What a history entry keeps of a review. */
function reviewSnapshot(row: RecordReviewsTable | undefined): string | null {
  if (!row) return null;
  return `{"status":${JSON.stringify(row.status)},"values":${row.values ?? 'null'},"comment":${JSON.stringify(row.comment)}}`;
}

/** The review entry: the stored review before (read inside the write's transaction) and the new one, if any. */
export function reviewChange(
  userId: string,
  recordId: string,
  datasetId: string,
  before: RecordReviewsTable | undefined,
  after: RecordReviewsTable | undefined,
): HistoryChange {
  return {
    userId,
    datasetId,
    recordId,
    entity: 'review',
    entityId: recordId,
    action: before ? (after ? 'update' : 'delete') : 'create',
    before: reviewSnapshot(before),
    after: reviewSnapshot(after),
  };
}

/** Entries of the submitted answers a rejection returns to draft (values kept). */
export function draftedResponsesHistory(
  userId: string,
  datasetId: string,
  submitted: readonly ResponsesTable[],
): HistoryChange[] {
  return submitted.map((row) => ({
    userId,
    datasetId,
    recordId: row.record_id,
    entity: 'response',
    entityId: row.id,
    action: 'review',
    before: responseSnapshot(row),
    after: responseSnapshot({ ...row, status: 'draft' }),
  }));
}

/** The entry of a dataset's reviewer list replaced (user ids before and after). */
export function reviewersChange(
  userId: string,
  datasetId: string,
  before: readonly string[],
  after: readonly string[],
): HistoryChange {
  return {
    userId,
    datasetId,
    recordId: null,
    entity: 'reviewers',
    entityId: datasetId,
    action: 'update',
    before: historyJson({ user_ids: before }),
    after: historyJson({ user_ids: after }),
  };
}

/** What the review entries need read before the write, inside its transaction. */
export async function reviewBefore(
  trx: Kysely<Database>,
  recordId: string,
  withSubmitted: boolean,
): Promise<{ review: RecordReviewsTable | undefined; submitted: ResponsesTable[] }> {
  return {
    review: await reviewOfRecord(trx, recordId),
    submitted: withSubmitted ? await submittedResponsesOf(trx, recordId) : [],
  };
}
