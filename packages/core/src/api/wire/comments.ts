import { z } from './zod';
import { boundedString, itemsEnvelope } from './common';
import { COMMENT_BODY_MAX_LENGTH } from './enums';

/**
 * Comments on records: Marginalia's own paths beside the Argilla wire (docs/comments-and-history.md "Comments").
 * Nothing here is added to an existing shape: the record search and its answers stay the Argilla ones.
 */

const commentBody = boundedString(1, COMMENT_BODY_MAX_LENGTH).superRefine((body, ctx) => {
  if (body.trim() === '') ctx.addIssue({ code: 'custom', message: 'A comment needs some text' });
});

/**
 * A comment on a record. `mentions` are the ids of the workspace members its `@username`s name (other names are
 * plain text); `user_id` and `username` are null once the author's user was deleted.
 */
export const commentSchema = z.object({
  id: z.string(),
  record_id: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  body: z.string(),
  mentions: z.array(z.string()),
  resolved: z.boolean(),
  inserted_at: z.string(),
  updated_at: z.string(),
});
export type WireComment = z.infer<typeof commentSchema>;

/** `GET /api/v1/records/{id}/comments` (workspace members): the record's comments, oldest first. */
export const commentsSchema = itemsEnvelope(commentSchema);
export type WireComments = z.infer<typeof commentsSchema>;

/** Body of `POST /api/v1/records/{id}/comments`: markdown of 1–10,000 characters, not only blanks. */
export const commentCreateSchema = z.object({ body: commentBody });
export type CommentCreate = z.input<typeof commentCreateSchema>;

/**
 * Body of `PATCH /api/v1/comments/{id}`: a new `body` (its author only) and/or `resolved` (its author, the
 * dataset's reviewers, admins and owners); at least one of them.
 */
export const commentUpdateSchema = z
  .object({ body: commentBody.optional(), resolved: z.boolean().optional() })
  .superRefine((update, ctx) => {
    if (update.body === undefined && update.resolved === undefined)
      ctx.addIssue({ code: 'custom', message: 'Send a body, resolved, or both' });
  });
export type CommentUpdate = z.input<typeof commentUpdateSchema>;

/**
 * One record of `GET /api/v1/datasets/{id}/comments/records` (workspace members): a record with at least one
 * comment, how many it has, how many are open (not resolved), and whether an open one mentions the caller.
 */
export const commentedRecordSchema = z.object({
  record_id: z.string(),
  comments: z.number(),
  open: z.number(),
  mentions_me: z.boolean(),
});
export type WireCommentedRecord = z.infer<typeof commentedRecordSchema>;

export const commentedRecordsSchema = itemsEnvelope(commentedRecordSchema);
export type WireCommentedRecords = z.infer<typeof commentedRecordsSchema>;

/** One open comment that mentions the caller, with where it is (`GET /api/v1/me/mentions`). */
export const mentionSchema = z.object({
  comment_id: z.string(),
  record_id: z.string(),
  dataset_id: z.string(),
  dataset_name: z.string(),
  username: z.string().nullable(),
  body: z.string(),
  inserted_at: z.string(),
});
export type WireMention = z.infer<typeof mentionSchema>;

/** `GET /api/v1/me/mentions`: the caller's open mentions, newest first, at most {@link MENTIONS_MAX}. */
export const mentionsSchema = itemsEnvelope(mentionSchema);
export type WireMentions = z.infer<typeof mentionsSchema>;

const MENTION = /(?<![\w@.])@([A-Za-z0-9_][A-Za-z0-9_.-]*)/g;

/**
 * The names a comment body mentions (`@name`), distinct, in order. A name is read up to the first character a
 * username cannot hold; trailing dots and hyphens (the end of a sentence) are also tried without them, so
 * "ask @bob." names both `bob.` and `bob`, and whichever is a member resolves.
 */
export function mentionedUsernames(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    const name = match[1] as string;
    names.add(name);
    const trimmed = name.replace(/[.-]+$/, '');
    if (trimmed !== '') names.add(trimmed);
  }
  return [...names];
}
