import type { reviewRecordIdsQuerySchema, ReviewFilterStatus, WireReviewRecordIds } from '@marginalia/core';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import { memberDataset } from './review-access';
import { REVIEW_STATUS_CONDITIONS } from './review-rows';

/** The query of `GET /datasets/{id}/review/record-ids` as parsed. */
export type ReviewRecordIdsQueryParsed = z.output<typeof reviewRecordIdsQuerySchema>;

/** SQL of each review-status filter: the queue's three sets, and `unreviewed` for every other record. */
function filterCondition(status: ReviewFilterStatus): Expression<SqlBool> {
  if (status !== 'unreviewed') return REVIEW_STATUS_CONDITIONS[status];
  const { pending, accepted, rejected } = REVIEW_STATUS_CONDITIONS;
  // A record without a review reads null in the accepted and rejected conditions: null counts as not.
  return sql<SqlBool>`not coalesce((${pending} or ${accepted} or ${rejected}), false)`;
}

/**
 * Rank of a record's review status in the status order (docs/review-and-agreement.md): what needs a decision
 * first, then what waits for its annotators, then what is settled, then what is not ready.
 */
function statusRank(): Expression<number> {
  const { pending, accepted, rejected } = REVIEW_STATUS_CONDITIONS;
  // A null condition (no review row) falls through like false, as in `filterCondition`.
  return sql<number>`case when ${pending} then 0 when ${rejected} then 1 when ${accepted} then 2 else 3 end`;
}

/**
 * `limit` ids from `offset` of a dataset's records — those with a review status in insertion order, or all of
 * them in the status order (`order=status`) — and how many there are.
 */
export async function recordIdsByReviewStatus(
  db: Kysely<Database>,
  datasetId: string,
  query: ReviewRecordIdsQueryParsed,
): Promise<WireReviewRecordIds> {
  const condition = query.status ? filterCondition(query.status) : sql<SqlBool>`true`;
  const order = query.status ? sql`r.inserted_at, r.id` : sql`${statusRank()}, r.inserted_at, r.id`;
  const from = sql`from records r left join record_reviews rr on rr.record_id = r.id
    where r.dataset_id = ${datasetId} and ${condition}`;
  const [rows, total] = await Promise.all([
    sql<{ id: string }>`select r.id ${from} order by ${order} limit ${query.limit} offset ${query.offset}`.execute(db),
    sql<{ count: number | string }>`select count(*) as count ${from}`.execute(db),
  ]);
  return { items: rows.rows.map((row) => row.id), total: Number(total.rows[0]?.count ?? 0) };
}

/**
 * `GET /datasets/{id}/review/record-ids` (members who may read the dataset's records): the annotation page's
 * review-status filter reads it beside the Argilla search (docs/review-and-agreement.md).
 */
export async function getReviewRecordIds(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  query: ReviewRecordIdsQueryParsed,
): Promise<WireReviewRecordIds> {
  const dataset = await memberDataset(db, actor, datasetId);
  return recordIdsByReviewStatus(db, dataset.id, query);
}
