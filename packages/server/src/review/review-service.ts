import type { ReviewersUpdate, reviewUpdateSchema, WireReview, WireReviewers } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nowTimestamp } from '../common/time';
import { datasetDistribution } from '../datasets/dataset-rows';
import {
  noteDatasetActivity,
  recomputeRecordStatuses,
  type DatasetActivity,
} from '../datasets/record-status';
import type { Database, DatasetsTable, RecordReviewsTable, RecordsTable } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import type { QuestionRule } from '../questions/response-values-validation';
import type { ObjectStore } from '../storage/object-store';
import { defaultGold } from './default-gold';
import { checkedGoldAnswer } from './gold-answer-check';
import { assertManager, assertReviewer, memberDataset, memberRecord } from './review-access';
import {
  deleteReview,
  draftSubmittedResponses,
  replaceReviewers,
  reviewerIdsOf,
  reviewersOf,
  saveReview,
  submittedAnswersOf,
  workspaceMembersAmong,
} from './review-rows';
import { appendHistory, HISTORY_ON, type HistoryLog } from '../history/history-log';
import { draftedResponsesHistory, reviewBefore, reviewChange, reviewersChange } from './review-history';
import {
  loadReviewSources,
  reviewQuestionsOf,
  serializeReview,
  type ReviewSource,
} from './review-serializer';

/** The body of `PUT /records/{id}/review` as parsed. */
export type ReviewUpdateParsed = z.output<typeof reviewUpdateSchema>;

/** What a review write needs besides the request: the app's activity clock and object store. */
export interface ReviewWriteContext {
  activity: DatasetActivity;
  storage?: ObjectStore;
  /** Whether the review's changes go to the history (default: yes). */
  history?: HistoryLog;
}

/** `GET /datasets/{id}/reviewers` (any member): the members named reviewers. */
export async function getReviewers(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireReviewers> {
  await memberDataset(db, actor, datasetId);
  return { items: await reviewersOf(db, datasetId) };
}

/** `PUT /datasets/{id}/reviewers` (owners, admins): replaces the list; every user must be a workspace member (422). */
export async function updateReviewers(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  body: ReviewersUpdate,
  history: HistoryLog = HISTORY_ON,
): Promise<WireReviewers> {
  const dataset = await memberDataset(db, actor, datasetId);
  assertManager(actor);
  const userIds = [...new Set(body.user_ids)];
  const members = await workspaceMembersAmong(db, dataset.workspace_id, userIds);
  const outsider = userIds.find((id) => !members.has(id));
  if (outsider !== undefined)
    throw new UnprocessableEntityError(
      `User with id \`${outsider}\` is not a member of the dataset's workspace`,
    );
  await db.transaction().execute(async (trx) => {
    const before = await reviewerIdsOf(trx, dataset.id);
    await replaceReviewers(trx, dataset.id, userIds, nowTimestamp());
    const after = [...userIds].sort();
    if (before.join() !== after.join())
      await appendHistory(trx, history, [reviewersChange(actor.id, dataset.id, before, after)]);
  });
  return { items: await reviewersOf(db, dataset.id) };
}

/** A record's review as it reads now (`serializeReview`). */
async function readReview(
  db: Kysely<Database>,
  record: RecordsTable,
  questions: readonly QuestionRule[],
): Promise<WireReview> {
  const source = (await loadReviewSources(db, [record.id])).get(record.id) as ReviewSource;
  return serializeReview(source, questions);
}

/** `GET /records/{id}/review` (any member): its review, or the default gold answer while nobody reviewed it. */
export async function getRecordReview(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<WireReview> {
  const { record, dataset } = await memberRecord(db, actor, recordId);
  return readReview(db, record, await reviewQuestionsOf(db, dataset.id));
}

/** Accepts: stores the given gold answer, or the default one, checked like a submitted response. */
async function accept(
  db: Kysely<Database>,
  actor: UserRow,
  record: RecordsTable,
  body: ReviewUpdateParsed,
  questions: readonly QuestionRule[],
  context: ReviewWriteContext,
): Promise<RecordReviewsTable> {
  const sent =
    body.values ??
    defaultGold(
      questions,
      (await submittedAnswersOf(db, [record.id])).map((a) => a.values),
    );
  const gold = await checkedGoldAnswer(db, record, sent, questions, context.storage);
  const row = reviewRow(record, 'accepted', actor, body.comment, nowTimestamp(), JSON.stringify(gold));
  await db.transaction().execute(async (trx) => {
    const { review } = await reviewBefore(trx, record.id, false);
    await saveReview(trx, row);
    const entry = reviewChange(actor.id, record.id, record.dataset_id, review, row);
    await appendHistory(trx, context.history ?? HISTORY_ON, [entry]);
  });
  return row;
}

/**
 * Rejects: needs a non-blank comment; in one transaction every submitted response of the record returns to draft
 * (values kept) and the record's status is recomputed, as after a response change.
 */
async function reject(
  db: Kysely<Database>,
  actor: UserRow,
  record: RecordsTable,
  dataset: DatasetsTable,
  comment: string | null | undefined,
  history: HistoryLog,
): Promise<RecordReviewsTable> {
  if (!comment || comment.trim() === '')
    throw new UnprocessableEntityError(
      'A rejected review needs a comment telling the annotators what to change',
    );
  // Drafted before the review is stamped: a later submit is newer than the review, which then reads pending.
  const drafted = nowTimestamp();
  const row = reviewRow(record, 'rejected', actor, comment, nowTimestamp(), null);
  await db.transaction().execute(async (trx) => {
    const before = await reviewBefore(trx, record.id, history.enabled);
    await draftSubmittedResponses(trx, record.id, drafted);
    await saveReview(trx, row);
    await appendHistory(trx, history, [
      ...draftedResponsesHistory(actor.id, dataset.id, before.submitted),
      reviewChange(actor.id, record.id, dataset.id, before.review, row),
    ]);
    await recomputeRecordStatuses(trx, dataset.id, datasetDistribution(dataset).min_submitted, [record.id]);
  });
  return row;
}

function reviewRow(
  record: RecordsTable,
  status: RecordReviewsTable['status'],
  actor: UserRow,
  comment: string | null | undefined,
  now: string,
  values: string | null,
): RecordReviewsTable {
  return {
    record_id: record.id,
    dataset_id: record.dataset_id,
    status,
    values,
    reviewer_id: actor.id,
    comment: comment ?? null,
    inserted_at: now,
    updated_at: now,
  };
}

/**
 * One record's review decision, the caller already checked as a reviewer of its dataset: `accepted` stores the gold
 * answer, `rejected` sends the record back to its annotators, `pending` withdraws the review.
 */
export async function decideReview(
  db: Kysely<Database>,
  actor: UserRow,
  target: { record: RecordsTable; dataset: DatasetsTable; questions: readonly QuestionRule[] },
  body: ReviewUpdateParsed,
  context: ReviewWriteContext,
): Promise<WireReview> {
  const { record, dataset, questions } = target;
  // An accepted review reads its gold answer and a rejected one no submitted answer: no need to read them back.
  if (body.status === 'accepted') {
    const row = await accept(db, actor, record, body, questions, context);
    return serializeReview({ recordId: record.id, row, resubmitted: false, submitted: [] }, questions);
  }
  if (body.status === 'rejected') {
    const row = await reject(db, actor, record, dataset, body.comment, context.history ?? HISTORY_ON);
    await noteDatasetActivity(db, context.activity, dataset.id);
    return serializeReview({ recordId: record.id, row, resubmitted: false, submitted: [] }, questions);
  }
  await db.transaction().execute(async (trx) => {
    const { review } = await reviewBefore(trx, record.id, false);
    await deleteReview(trx, record.id);
    if (review)
      await appendHistory(trx, context.history ?? HISTORY_ON, [
        reviewChange(actor.id, record.id, dataset.id, review, undefined),
      ]);
  });
  return readReview(db, record, questions);
}

/** `PUT /records/{id}/review` (reviewers): one record's decision (`decideReview`). */
export async function updateRecordReview(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  body: ReviewUpdateParsed,
  context: ReviewWriteContext,
): Promise<WireReview> {
  const { record, dataset } = await memberRecord(db, actor, recordId);
  await assertReviewer(db, actor, dataset);
  const questions = await reviewQuestionsOf(db, dataset.id);
  return decideReview(db, actor, { record, dataset, questions }, body, context);
}
