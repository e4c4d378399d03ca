import type { WireComment, WireCommentedRecord, WireMention } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { serializeTimestamp } from '../common/time';
import { fromBooleanColumn } from '../db/json-column';
import type { CommentsTable, Database } from '../db/schema';

/**
 * The row layer of comments (docs/comments-and-history.md "Comments"): the SQL of `comments` and
 * `comment_mentions`, and a comment row on the wire, done here and nowhere else.
 */

/** A comment row with its author's name and the ids of the members it mentions. */
interface CommentWithAuthor extends CommentsTable {
  username: string | null;
}

function toWireComment(row: CommentWithAuthor, mentions: readonly string[]): WireComment {
  return {
    id: row.id,
    record_id: row.record_id,
    user_id: row.user_id,
    username: row.username,
    body: row.body,
    mentions: [...mentions],
    resolved: fromBooleanColumn(row.resolved),
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}

function commentsWithAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select('users.username as username');
}

/** The ids of the members each comment mentions, by comment id. */
async function mentionsOf(
  db: Kysely<Database>,
  commentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const mentions = new Map<string, string[]>();
  if (commentIds.length === 0) return mentions;
  const rows = await db
    .selectFrom('comment_mentions')
    .select(['comment_id', 'user_id'])
    .where('comment_id', 'in', [...commentIds])
    .orderBy('user_id')
    .execute();
  for (const row of rows)
    mentions.set(row.comment_id, [...(mentions.get(row.comment_id) ?? []), row.user_id]);
  return mentions;
}

/** A record's comments on the wire, oldest first. */
export async function commentsOfRecord(db: Kysely<Database>, recordId: string): Promise<WireComment[]> {
  const rows = await commentsWithAuthor(db)
    .where('comments.record_id', '=', recordId)
    .orderBy('comments.inserted_at')
    .orderBy('comments.id')
    .execute();
  const mentions = await mentionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toWireComment(row, mentions.get(row.id) ?? []));
}

/** One comment as stored, if it exists. */
export function commentRow(db: Kysely<Database>, commentId: string): Promise<CommentsTable | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', commentId).executeTakeFirst();
}

/** One comment on the wire (it must exist). */
export async function wireComment(db: Kysely<Database>, commentId: string): Promise<WireComment> {
  const row = await commentsWithAuthor(db).where('comments.id', '=', commentId).executeTakeFirstOrThrow();
  return toWireComment(row, (await mentionsOf(db, [commentId])).get(commentId) ?? []);
}

/** The ids of the workspace's members named `usernames` (other names are no members: left out). */
export async function membersNamed(
  db: Kysely<Database>,
  workspaceId: string,
  usernames: readonly string[],
): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('workspaces_users', 'workspaces_users.user_id', 'users.id')
    .select('users.id as id')
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .where('users.username', 'in', [...usernames])
    .execute();
  return [...new Set(rows.map((r) => r.id))];
}

async function replaceMentions(
  db: Kysely<Database>,
  commentId: string,
  userIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('comment_mentions')
    .values(userIds.map((userId) => ({ comment_id: commentId, user_id: userId })))
    .execute();
}

/** Stores a new comment and its mentions in one transaction. */
export async function insertComment(
  db: Kysely<Database>,
  row: CommentsTable,
  mentions: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('comments').values(row).execute();
    await replaceMentions(trx, row.id, mentions);
  });
}

/** Writes a comment's changes; with `mentions`, they replace its mentions, in the same transaction. */
export async function updateComment(
  db: Kysely<Database>,
  commentId: string,
  changes: Partial<Pick<CommentsTable, 'body' | 'resolved' | 'updated_at'>>,
  mentions: readonly string[] | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('comments').set(changes).where('id', '=', commentId).execute();
    if (mentions !== null) await replaceMentions(trx, commentId, mentions);
  });
}

/** Deletes a comment (its mentions go with it). */
export async function deleteComment(db: Kysely<Database>, commentId: string): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', commentId).execute();
}

/** The records of a dataset with comments: how many, how many open, and whether an open one mentions the user. */
export async function commentedRecordsOf(
  db: Kysely<Database>,
  datasetId: string,
  userId: string,
): Promise<WireCommentedRecord[]> {
  const counts = await db
    .selectFrom('comments')
    .select((eb) => [
      'record_id',
      eb.fn.countAll<number | string>().as('comments'),
      eb.fn.sum<number | string | null>(eb.case().when('resolved', '=', 0).then(1).else(0).end()).as('open'),
      eb.fn.min('inserted_at').as('first_at'),
    ])
    .where('dataset_id', '=', datasetId)
    .groupBy('record_id')
    .orderBy('first_at')
    .orderBy('record_id')
    .execute();
  const mentioning = await db
    .selectFrom('comments')
    .innerJoin('comment_mentions', 'comment_mentions.comment_id', 'comments.id')
    .select('comments.record_id as record_id')
    .distinct()
    .where('comments.dataset_id', '=', datasetId)
    .where('comments.resolved', '=', 0)
    .where('comment_mentions.user_id', '=', userId)
    .execute();
  const mentionsMe = new Set(mentioning.map((r) => r.record_id));
  return counts.map((row) => ({
    record_id: row.record_id,
    comments: Number(row.comments),
    open: Number(row.open ?? 0),
    mentions_me: mentionsMe.has(row.record_id),
  }));
}

/** The open comments that mention the user, in datasets of workspaces the user is (still) a member of. */
export async function openMentionsOf(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<WireMention[]> {
  const rows = await db
    .selectFrom('comment_mentions')
    .innerJoin('comments', 'comments.id', 'comment_mentions.comment_id')
    .innerJoin('datasets', 'datasets.id', 'comments.dataset_id')
    .innerJoin('workspaces_users', (join) =>
      join
        .onRef('workspaces_users.workspace_id', '=', 'datasets.workspace_id')
        .on('workspaces_users.user_id', '=', userId),
    )
    .leftJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id as comment_id',
      'comments.record_id as record_id',
      'comments.dataset_id as dataset_id',
      'datasets.name as dataset_name',
      'users.username as username',
      'comments.body as body',
      'comments.inserted_at as inserted_at',
    ])
    .where('comment_mentions.user_id', '=', userId)
    .where('comments.resolved', '=', 0)
    .orderBy('comments.inserted_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, inserted_at: serializeTimestamp(row.inserted_at) }));
}

/** True when a record of the dataset has a comment (the export then adds its comments column). */
export async function datasetHasComments(db: Kysely<Database>, datasetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A comment as an export writes it. */
export interface ExportedComment {
  username: string | null;
  body: string;
  resolved: boolean;
  inserted_at: string;
}

/** The comments of some records, oldest first, by record id (records without comments are left out). */
export async function exportedCommentsOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<Map<string, ExportedComment[]>> {
  const comments = new Map<string, ExportedComment[]>();
  if (recordIds.length === 0) return comments;
  const rows = await commentsWithAuthor(db)
    .where('comments.record_id', 'in', [...recordIds])
    .orderBy('comments.inserted_at')
    .orderBy('comments.id')
    .execute();
  for (const row of rows) {
    const comment = {
      username: row.username,
      body: row.body,
      resolved: fromBooleanColumn(row.resolved),
      inserted_at: serializeTimestamp(row.inserted_at),
    };
    comments.set(row.record_id, [...(comments.get(row.record_id) ?? []), comment]);
  }
  return comments;
}
