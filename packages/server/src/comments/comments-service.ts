import {
  MENTIONS_MAX,
  mentionedUsernames,
  type CommentCreate,
  type commentUpdateSchema,
  type WireComment,
  type WireCommentedRecords,
  type WireComments,
  type WireMentions,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import { toBooleanColumn } from '../db/json-column';
import type { CommentsTable, Database, DatasetsTable } from '../db/schema';
import { ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { canReview, memberDataset, memberRecord } from '../review/review-access';
import {
  commentedRecordsOf,
  commentRow,
  commentsOfRecord,
  deleteComment as deleteCommentRow,
  insertComment,
  membersNamed,
  openMentionsOf,
  updateComment as updateCommentRow,
  wireComment,
} from './comments-rows';

/**
 * Comments on records (docs/comments-and-history.md "Comments"): any member of the dataset's workspace reads and
 * writes them; a user outside it gets 404, as if the record or comment did not exist. A body is edited by its
 * author only; a comment is resolved (or reopened) by its author, the dataset's reviewers, admins and owners,
 * and deleted by its author, admins and owners (403 for other members).
 */

/** The body of `PATCH /comments/{id}` as parsed. */
export type CommentUpdateParsed = z.output<typeof commentUpdateSchema>;

/** `GET /records/{id}/comments` (any member): the record's comments, oldest first. */
export async function listComments(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<WireComments> {
  await memberRecord(db, actor, recordId);
  return { items: await commentsOfRecord(db, recordId) };
}

/** `POST /records/{id}/comments` (any member): a new open comment; its `@username`s of members become mentions. */
export async function postComment(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  body: CommentCreate,
): Promise<WireComment> {
  const { record, dataset } = await memberRecord(db, actor, recordId);
  const now = nowTimestamp();
  const row: CommentsTable = {
    id: newId(),
    record_id: record.id,
    dataset_id: dataset.id,
    user_id: actor.id,
    body: body.body,
    resolved: toBooleanColumn(false),
    inserted_at: now,
    updated_at: now,
  };
  await insertComment(db, row, await membersNamed(db, dataset.workspace_id, mentionedUsernames(body.body)));
  return wireComment(db, row.id);
}

/** A comment with its record's dataset, for a member of the dataset's workspace; 404 otherwise. */
async function memberComment(
  db: Kysely<Database>,
  actor: UserRow,
  commentId: string,
): Promise<{ comment: CommentsTable; dataset: DatasetsTable }> {
  const comment = await commentRow(db, commentId);
  if (!comment) throw NotFoundError.byId('Comment', commentId);
  try {
    return { comment, dataset: await memberDataset(db, actor, comment.dataset_id) };
  } catch (error) {
    if (error instanceof NotFoundError) throw NotFoundError.byId('Comment', commentId);
    throw error;
  }
}

const isAuthor = (actor: UserRow, comment: CommentsTable) =>
  comment.user_id !== null && comment.user_id === actor.id;

/** `PATCH /comments/{id}`: a new body (its author), resolved or reopened (its author and the dataset's reviewers). */
export async function updateComment(
  db: Kysely<Database>,
  actor: UserRow,
  commentId: string,
  update: CommentUpdateParsed,
): Promise<WireComment> {
  const { comment, dataset } = await memberComment(db, actor, commentId);
  if (update.body !== undefined && !isAuthor(actor, comment)) throw new ForbiddenOperationError();
  if (update.resolved !== undefined && !isAuthor(actor, comment) && !(await canReview(db, actor, dataset)))
    throw new ForbiddenOperationError();
  const changes = {
    updated_at: nowTimestamp(),
    ...(update.body !== undefined ? { body: update.body } : {}),
    ...(update.resolved !== undefined ? { resolved: toBooleanColumn(update.resolved) } : {}),
  };
  const mentions =
    update.body === undefined
      ? null
      : await membersNamed(db, dataset.workspace_id, mentionedUsernames(update.body));
  await updateCommentRow(db, comment.id, changes, mentions);
  return wireComment(db, comment.id);
}

/** `DELETE /comments/{id}` (its author, admins and owners): the comment as it was. */
export async function deleteComment(
  db: Kysely<Database>,
  actor: UserRow,
  commentId: string,
): Promise<WireComment> {
  const { comment } = await memberComment(db, actor, commentId);
  if (!isAuthor(actor, comment) && actor.role !== 'owner' && actor.role !== 'admin')
    throw new ForbiddenOperationError();
  const deleted = await wireComment(db, comment.id);
  await deleteCommentRow(db, comment.id);
  return deleted;
}

/** `GET /datasets/{id}/comments/records` (any member): the dataset's records with comments. */
export async function commentedRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireCommentedRecords> {
  const dataset = await memberDataset(db, actor, datasetId);
  return { items: await commentedRecordsOf(db, dataset.id, actor.id) };
}

/** `GET /me/mentions`: the caller's open mentions, newest first. */
export async function myMentions(db: Kysely<Database>, actor: UserRow): Promise<WireMentions> {
  return { items: await openMentionsOf(db, actor.id, MENTIONS_MAX) };
}
