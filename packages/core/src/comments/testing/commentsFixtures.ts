import type { WireComment, WireCommentedRecord, WireMention } from '../../api/wire/comments';
import { mentionedUsernames } from '../../api/wire/comments';
import { createFakeFetch, type FakeReply, type RecordedCall } from '../../testing/createFakeFetch';

/** Members of the fake workspace, by username. */
export const MEMBERS: Record<string, string> = { ann: 'u-ann', rita: 'u-rita', bob: 'u-bob' };

let counter = 0;

/** A stored comment. */
export function comment(
  recordId: string,
  userId: string,
  body: string,
  extra: Partial<WireComment> = {},
): WireComment {
  counter += 1;
  const username = Object.entries(MEMBERS).find(([, id]) => id === userId)?.[0] ?? null;
  const stamp = `2026-01-01T00:00:${String(counter).padStart(2, '0')}`;
  return {
    id: `c-${counter}`,
    record_id: recordId,
    user_id: userId,
    username,
    body,
    mentions: mentionsOf(body),
    resolved: false,
    inserted_at: stamp,
    updated_at: stamp,
    ...extra,
  };
}

function mentionsOf(body: string): string[] {
  return mentionedUsernames(body).flatMap((name) => (MEMBERS[name] ? [MEMBERS[name]] : []));
}

/**
 * A fake comments server over an in-memory list: it posts, edits, resolves and deletes like the real one (as
 * `caller`), and `fail(method, path, reply)` makes one route answer an error instead.
 */
export function fakeCommentsServer(options: {
  caller: string;
  comments?: WireComment[];
  canReview?: boolean;
}) {
  const server = createFakeFetch();
  const comments = [...(options.comments ?? [])];
  const threadPath = /^\/api\/v1\/records\/([^/]+)\/comments$/;
  function commentRoutes(id: string): void {
    server.on('PATCH', `/api/v1/comments/${id}`, byId);
    server.on('DELETE', `/api/v1/comments/${id}`, byId);
  }
  const answer = (call: RecordedCall): FakeReply => {
    const recordId = threadPath.exec(call.path)?.[1] as string;
    if (call.method === 'GET') return { body: { items: comments.filter((c) => c.record_id === recordId) } };
    const body = (call.json as { body: string }).body;
    const created = comment(recordId, options.caller, body);
    comments.push(created);
    commentRoutes(created.id);
    return { status: 201, body: created };
  };
  const byId = (call: RecordedCall): FakeReply => {
    const id = call.path.split('/').at(-1) as string;
    const index = comments.findIndex((c) => c.id === id);
    if (index < 0) return { status: 404, body: { detail: `Comment with id \`${id}\` not found` } };
    const current = comments[index] as WireComment;
    if (call.method === 'DELETE') {
      comments.splice(index, 1);
      return { body: current };
    }
    const update = call.json as { body?: string; resolved?: boolean };
    const next = {
      ...current,
      ...(update.body !== undefined ? { body: update.body, mentions: mentionsOf(update.body) } : {}),
      ...(update.resolved !== undefined ? { resolved: update.resolved } : {}),
      updated_at: '2026-01-02T00:00:00',
    };
    comments[index] = next;
    return { body: next };
  };
  const records = new Set<string>();
  const route = (recordId: string) => {
    if (records.has(recordId)) return;
    records.add(recordId);
    server.on('GET', `/api/v1/records/${recordId}/comments`, answer);
    server.on('POST', `/api/v1/records/${recordId}/comments`, answer);
  };
  for (const c of comments) {
    route(c.record_id);
    commentRoutes(c.id);
  }
  server.on('GET', '/api/v1/datasets/ds/review/summary', {
    body: { reviewable: 0, pending: 0, accepted: 0, rejected: 0, can_review: options.canReview ?? false },
  });
  return {
    ...server,
    comments,
    /** Serves a record's thread (empty until posted to). */
    record: route,
  };
}

/** A dataset's commented records, as `GET /datasets/{id}/comments/records` answers. */
export function commented(
  recordId: string,
  open: number,
  mentionsMe = false,
  total = open,
): WireCommentedRecord {
  return { record_id: recordId, comments: total, open, mentions_me: mentionsMe };
}

/** An open mention of the caller. */
export function mention(
  commentId: string,
  username: string | null,
  extra: Partial<WireMention> = {},
): WireMention {
  return {
    comment_id: commentId,
    record_id: 'r1',
    dataset_id: 'ds',
    dataset_name: 'Tweets',
    username,
    body: '@ann look',
    inserted_at: '2026-01-01T00:00:00',
    ...extra,
  };
}
