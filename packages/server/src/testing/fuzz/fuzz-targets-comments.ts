import type { FuzzTarget } from './fuzz-target';

/** Comments (docs/comments-and-history.md "Comments"). */
export const COMMENT_TARGETS: FuzzTarget[] = [
  { method: 'GET', path: '/records/{id}/comments', ids: (w) => [w.recordId] },
  {
    method: 'POST',
    path: '/records/{id}/comments',
    ids: (w) => [w.recordId],
    valid: (w) => ({ body: `a **comment** for @${w.users.annotatorReviewer.user.username}` }),
  },
  {
    method: 'PATCH',
    path: '/comments/{id}',
    ids: (w) => [w.commentId],
    valid: () => ({ body: 'edited @nobody', resolved: true }),
  },
  { method: 'DELETE', path: '/comments/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/datasets/{id}/comments/records', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/me/mentions', ids: () => [] },
];
