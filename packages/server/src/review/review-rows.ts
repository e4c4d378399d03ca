import type { ReviewStatus, WireResponseValues, WireReviewer } from '@marginalia/core';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { fromJson } from '../db/json-column';
import type { Database, RecordReviewsTable, ResponsesTable } from '../db/schema';

/**
 * The row layer of review (docs/review-and-agreement.md): the SQL of `dataset_reviewers` and `record_reviews`,
 * the reads of submitted responses that the gold answer, the queue and agreement share, and the decoding of a
 * review's `values` column, done here and nowhere else.
 */

/** A review's stored gold answer (null for a rejection). */
export function reviewValuesOf(row: Pick<RecordReviewsTable, 'values'>): WireResponseValues | null {
  return fromJson<WireResponseValues>(row.values);
}

/** The members named reviewers of a dataset, by username. */
export function reviewersOf(db: Kysely<Database>, datasetId: string): Promise<WireReviewer[]> {
  return db
    .selectFrom('dataset_reviewers')
    .innerJoin('users', 'users.id', 'dataset_reviewers.user_id')
    .select(['dataset_reviewers.user_id as user_id', 'users.username as username'])
    .where('dataset_reviewers.dataset_id', '=', datasetId)
    .orderBy('users.username')
    .execute();
}

/** The user ids listed as reviewers of a dataset, in id order. */
export async function reviewerIdsOf(db: Kysely<Database>, datasetId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dataset_reviewers')
    .select('user_id')
    .where('dataset_id', '=', datasetId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Replaces the reviewers of a dataset with `userIds` (distinct); call inside the caller's transaction. */
export async function replaceReviewers(
  trx: Kysely<Database>,
  datasetId: string,
  userIds: readonly string[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('dataset_reviewers').where('dataset_id', '=', datasetId).execute();
  if (userIds.length === 0) return;
  await trx
    .insertInto('dataset_reviewers')
    .values(userIds.map((userId) => ({ dataset_id: datasetId, user_id: userId, inserted_at: now })))
    .execute();
}

/** True when the user is listed as a reviewer of the dataset. */
export async function isListedReviewer(
  db: Kysely<Database>,
  datasetId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('dataset_reviewers')
    .select('user_id')
    .where('dataset_id', '=', datasetId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `userIds` are members of the workspace. */
export async function workspaceMembersAmong(
  db: Kysely<Database>,
  workspaceId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('workspaces_users')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The usernames of users by id. */
export async function usernamesOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** A record's stored review, if any. */
export function reviewOfRecord(
  db: Kysely<Database>,
  recordId: string,
): Promise<RecordReviewsTable | undefined> {
  return db.selectFrom('record_reviews').selectAll().where('record_id', '=', recordId).executeTakeFirst();
}

/** The stored reviews of some records, by record id. */
export async function reviewsOfRecords(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<Map<string, RecordReviewsTable>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('record_reviews')
    .selectAll()
    .where('record_id', 'in', [...recordIds])
    .execute();
  return new Map(rows.map((r) => [r.record_id, r]));
}

/** A record's submitted responses (what a rejection sends back to draft). */
export function submittedResponsesOf(db: Kysely<Database>, recordId: string): Promise<ResponsesTable[]> {
  return db
    .selectFrom('responses')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('status', '=', 'submitted')
    .orderBy('id')
    .execute();
}

/** Writes a record's review over the one it had. */
export async function saveReview(db: Kysely<Database>, row: RecordReviewsTable): Promise<void> {
  const { record_id: _recordId, inserted_at: _insertedAt, ...changes } = row;
  await db
    .insertInto('record_reviews')
    .values(row)
    .onConflict((oc) => oc.column('record_id').doUpdateSet(changes))
    .execute();
}

/** Withdraws a record's review: it reads pending again. */
export async function deleteReview(db: Kysely<Database>, recordId: string): Promise<void> {
  await db.deleteFrom('record_reviews').where('record_id', '=', recordId).execute();
}

/** Sends a record's submitted responses back to draft (values kept), stamped `now`. */
export async function draftSubmittedResponses(
  db: Kysely<Database>,
  recordId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('responses')
    .set({ status: 'draft', updated_at: now })
    .where('record_id', '=', recordId)
    .where('status', '=', 'submitted')
    .execute();
}

/** A submitted response as the gold answer and the disagreement read it. */
export interface SubmittedAnswer {
  record_id: string;
  user_id: string;
  values: WireResponseValues | null;
  updated_at: string;
}

/** The submitted responses of some records, earliest submitted first. */
export async function submittedAnswersOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<SubmittedAnswer[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .selectFrom('responses')
    .select(['record_id', 'user_id', 'values', 'updated_at'])
    .where('record_id', 'in', [...recordIds])
    .where('status', '=', 'submitted')
    .orderBy('updated_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, values: fromJson<WireResponseValues>(r.values) }));
}

/** The gold answers of a dataset's accepted reviews, JSON text by record id. */
export async function acceptedReviewValues(
  db: Kysely<Database>,
  datasetId: string,
): Promise<{ record_id: string; values: string | null }[]> {
  return db
    .selectFrom('record_reviews')
    .select(['record_id', 'values'])
    .where('dataset_id', '=', datasetId)
    .where('status', '=', 'accepted')
    .execute();
}

/**
 * SQL true when a rejected review (`record_reviews` joined as `rr`) was followed by a submitted response of its
 * record: the review then reads `pending` (computed at read, so no response write has to know about reviews).
 */
export const resubmittedAfterReview: Expression<SqlBool> = sql<SqlBool>`exists (
  select 1 from responses s
  where s.record_id = rr.record_id and s.status = 'submitted' and s.updated_at > rr.updated_at
)`;

/** SQL of each status a record's review reads (records joined as `r`, reviews left joined as `rr`). */
export const REVIEW_STATUS_CONDITIONS: Record<ReviewStatus, Expression<SqlBool>> = {
  // Pending records are the reviewable ones (`completed`: at least `min_submitted` submitted responses).
  pending: sql<SqlBool>`(r.status = 'completed' and (rr.status is null or (rr.status = 'rejected' and ${resubmittedAfterReview})))`,
  accepted: sql<SqlBool>`(rr.status = 'accepted')`,
  rejected: sql<SqlBool>`(rr.status = 'rejected' and not ${resubmittedAfterReview})`,
};

/** SQL of the review queue's records: any status, or the given one. */
export function queueCondition(status: ReviewStatus | undefined): Expression<SqlBool> {
  if (status) return REVIEW_STATUS_CONDITIONS[status];
  const { pending, accepted, rejected } = REVIEW_STATUS_CONDITIONS;
  return sql<SqlBool>`(${pending} or ${accepted} or ${rejected})`;
}

/** How many of a dataset's records are reviewable, and how many read each review status. */
export async function reviewCounts(
  db: Kysely<Database>,
  datasetId: string,
): Promise<{ reviewable: number; pending: number; accepted: number; rejected: number }> {
  const { pending, accepted, rejected } = REVIEW_STATUS_CONDITIONS;
  const count = (condition: Expression<SqlBool>) =>
    sql<number | string>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const row = await sql<Record<'reviewable' | 'pending' | 'accepted' | 'rejected', number | string>>`
    select ${count(sql`r.status = 'completed'`)} as reviewable, ${count(pending)} as pending,
      ${count(accepted)} as accepted, ${count(rejected)} as rejected
    from records r left join record_reviews rr on rr.record_id = r.id
    where r.dataset_id = ${datasetId}`.execute(db);
  const first = row.rows[0];
  return {
    reviewable: Number(first?.reviewable ?? 0),
    pending: Number(first?.pending ?? 0),
    accepted: Number(first?.accepted ?? 0),
    rejected: Number(first?.rejected ?? 0),
  };
}

/** The queue's record ids in the `updated` order (latest review first, unreviewed last by insertion), and its total. */
export async function queuePageByUpdate(
  db: Kysely<Database>,
  datasetId: string,
  status: ReviewStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const condition = queueCondition(status);
  const rows = await sql<{ id: string }>`
    select r.id from records r left join record_reviews rr on rr.record_id = r.id
    where r.dataset_id = ${datasetId} and ${condition}
    order by case when rr.updated_at is null then 1 else 0 end, rr.updated_at desc, r.inserted_at, r.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { ids: rows.rows.map((r) => r.id), total: await queueTotal(db, datasetId, condition) };
}

async function queueTotal(
  db: Kysely<Database>,
  datasetId: string,
  condition: Expression<SqlBool>,
): Promise<number> {
  const total = await sql<{ count: number | string }>`
    select count(*) as count from records r left join record_reviews rr on rr.record_id = r.id
    where r.dataset_id = ${datasetId} and ${condition}`.execute(db);
  return Number(total.rows[0]?.count ?? 0);
}

/**
 * The queue's record ids most disagreement first (ties in insertion order), and its total: the records' stored
 * disagreement (`record_answer_digests`, written with every response write) read along its
 * `(dataset_id, disagreement desc, record_inserted_at, record_id)` index. Every record the queue can hold has a
 * digest: it has or had submitted responses.
 */
export async function queuePageByDisagreement(
  db: Kysely<Database>,
  datasetId: string,
  status: ReviewStatus | undefined,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const condition = queueCondition(status);
  const rows = await sql<{ id: string }>`
    select d.record_id as id from record_answer_digests d
    join records r on r.id = d.record_id
    left join record_reviews rr on rr.record_id = d.record_id
    where d.dataset_id = ${datasetId} and ${condition}
    order by d.disagreement desc, d.record_inserted_at, d.record_id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { ids: rows.rows.map((r) => r.id), total: await queueTotal(db, datasetId, condition) };
}

/** Records by id, in the given order. */
export async function recordsInOrder(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('records')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** True when some record of the dataset has a review. */
export async function datasetHasReviews(db: Kysely<Database>, datasetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('record_reviews')
    .select('record_id')
    .where('dataset_id', '=', datasetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A record's review as an export writes it: the status it reads and an accepted one's gold answer. */
export interface ExportedReview {
  status: ReviewStatus;
  values: WireResponseValues | null;
}

/** The reviews of some records as they read now, by record id (records without one are left out: pending). */
export async function exportedReviewsOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<Map<string, ExportedReview>> {
  if (recordIds.length === 0) return new Map();
  const rows = await sql<{ record_id: string; status: string; values: string | null; resubmitted: unknown }>`
    select rr.record_id, rr.status, rr."values" as "values",
      case when rr.status = 'rejected' and ${resubmittedAfterReview} then 1 else 0 end as resubmitted
    from record_reviews rr where rr.record_id in (${sql.join([...recordIds])})`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      r.record_id,
      {
        status: Number(r.resubmitted) === 1 ? 'pending' : (r.status as ReviewStatus),
        values: r.status === 'accepted' ? fromJson<WireResponseValues>(r.values) : null,
      },
    ]),
  );
}
