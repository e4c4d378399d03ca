import { mentionedUsernames, type WireComment, type WireUser } from '@marginalia/core';
import { created, ok, type FakeCall, type FakeReply } from '../../../testing/createFakeApi';
import { wireUser } from '../../../testing/wireFixtures';

/** The workspace's members of the comment stories and tests. */
export const ANN = wireUser({ id: 'u-ann', username: 'ann', role: 'annotator' });
export const RITA = wireUser({ id: 'u-rita', username: 'rita', role: 'annotator' });

const members: Record<string, WireUser> = { ann: ANN, rita: RITA };

/** A stored comment of `author` on record `r1`. */
export function storedComment(
  id: string,
  author: WireUser,
  body: string,
  extra: Partial<WireComment> = {},
): WireComment {
  return {
    id,
    record_id: 'r1',
    user_id: author.id,
    username: author.username,
    body,
    mentions: mentionsIn(body),
    resolved: false,
    inserted_at: '2026-01-01T10:00:00',
    updated_at: '2026-01-01T10:00:00',
    ...extra,
  };
}

function mentionsIn(body: string): string[] {
  return mentionedUsernames(body).flatMap((name) => (members[name] ? [members[name].id] : []));
}

/**
 * The comment routes over an in-memory thread of record `r1`, acting as `caller`: posts, edits, resolves and
 * deletes like the server; `can_review` answers whether the caller reviews the dataset.
 */
export function commentRoutes(
  caller: WireUser,
  thread: WireComment[],
  options: { canReview?: boolean } = {},
) {
  let next = thread.length;
  const byId = (call: FakeCall): FakeReply => {
    const id = call.path.split('/').at(-1) ?? '';
    const index = thread.findIndex((comment) => comment.id === id);
    if (index < 0) return { status: 404, body: { detail: `Comment with id \`${id}\` not found` } };
    const current = thread[index] as WireComment;
    if (call.method === 'DELETE') return ok(thread.splice(index, 1)[0]);
    const update = call.body as { body?: string; resolved?: boolean };
    const changed: WireComment = {
      ...current,
      ...(update.body !== undefined ? { body: update.body, mentions: mentionsIn(update.body) } : {}),
      ...(update.resolved !== undefined ? { resolved: update.resolved } : {}),
      updated_at: '2026-01-01T11:00:00',
    };
    thread[index] = changed;
    return ok(changed);
  };
  return {
    'GET /v1/me': ok(caller),
    'GET /v1/records/r1/comments': () => ok({ items: [...thread] }),
    'POST /v1/records/r1/comments': (call: FakeCall) => {
      next += 1;
      const comment = storedComment(`c${next}`, caller, (call.body as { body: string }).body, {
        inserted_at: '2026-01-01T12:00:00',
        updated_at: '2026-01-01T12:00:00',
      });
      thread.push(comment);
      return created(comment);
    },
    'PATCH /v1/comments/:id': byId,
    'DELETE /v1/comments/:id': byId,
    'GET /v1/datasets/ds/review/summary': ok({
      reviewable: 0,
      pending: 0,
      accepted: 0,
      rejected: 0,
      can_review: options.canReview ?? false,
    }),
  };
}
