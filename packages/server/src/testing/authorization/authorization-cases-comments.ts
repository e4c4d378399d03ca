import type { AuthorizationWorld } from './authorization-world';
import { ADMINS, READ, REVIEW, get, type AuthorizationCase } from './authorization-case';

/**
 * Comments (docs/comments-and-history.md "Comments"): any member reads and writes; a body is edited by its author
 * alone (the world's `author`, none of the matrix's callers), a comment resolved by its author and the dataset's
 * reviewers, deleted by its author and admins; callers outside the workspace get 404.
 */

/** A fresh comment of the world's author (an annotator member) on the world's record. */
async function authorComment(w: AuthorizationWorld): Promise<string> {
  const res = await w.server.request('POST', `/api/v1/records/${w.recordId}/comments`, {
    json: { body: 'A comment to act on' },
    as: w.author,
  });
  if (res.status !== 201) throw new Error(`setup comment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Members of the workspace among the admins (an admin outside it gets 404 like any outsider). */
const ADMIN_MEMBERS = ADMINS.filter((actor) => actor !== 'adminOutsider');

export const COMMENT_CASES: AuthorizationCase[] = [
  {
    endpoint: 'GET /records/{id}/comments',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/records/${w.recordId}/comments`),
    slice: true,
  },
  {
    endpoint: 'POST /records/{id}/comments',
    allowed: READ,
    success: [201],
    outsiders: 404,
    request: async (w) => ({ method: 'POST', path: `/records/${w.recordId}/comments`, json: { body: 'hi' } }),
  },
  {
    endpoint: 'PATCH /comments/{id} (resolve)',
    allowed: REVIEW,
    success: [200],
    outsiders: 404,
    request: async (w) => ({
      method: 'PATCH',
      path: `/comments/${await authorComment(w)}`,
      json: { resolved: true },
    }),
    slice: true,
  },
  {
    endpoint: 'PATCH /comments/{id} (body)',
    allowed: [],
    success: [200],
    outsiders: 404,
    request: async (w) => ({
      method: 'PATCH',
      path: `/comments/${await authorComment(w)}`,
      json: { body: 'not mine to edit' },
    }),
  },
  {
    endpoint: 'DELETE /comments/{id}',
    allowed: ADMIN_MEMBERS,
    success: [200],
    outsiders: 404,
    request: async (w) => ({ method: 'DELETE', path: `/comments/${await authorComment(w)}` }),
    slice: true,
  },
  {
    endpoint: 'GET /datasets/{id}/comments/records',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/comments/records`),
  },
  {
    endpoint: 'GET /me/mentions',
    allowed: 'authenticated',
    success: [200],
    request: async () => get('/me/mentions'),
  },
];
