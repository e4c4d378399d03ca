import { READ, REVIEW, WRITE, get, type AuthorizationCase } from './authorization-case';

/**
 * Review and agreement (docs/review-and-agreement.md): reads for any member, writes and the queue for reviewers,
 * the reviewer list for owners and admins; callers outside the workspace get 404.
 */
export const REVIEW_CASES: AuthorizationCase[] = [
  {
    endpoint: 'GET /datasets/{id}/reviewers',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/reviewers`),
  },
  {
    endpoint: 'PUT /datasets/{id}/reviewers',
    allowed: WRITE,
    success: [200],
    outsiders: 404,
    // The same list again, so the matrix's reviewer stays one.
    request: async (w) => ({
      method: 'PUT',
      path: `/datasets/${w.datasetId}/reviewers`,
      json: { user_ids: [w.users.annotatorReviewer.user.id] },
    }),
    slice: true,
  },
  {
    endpoint: 'GET /records/{id}/review',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/records/${w.recordId}/review`),
  },
  {
    endpoint: 'GET /records/{id}/review/reviewer',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/records/${w.recordId}/review/reviewer`),
  },
  {
    endpoint: 'PUT /records/{id}/review',
    allowed: REVIEW,
    success: [200],
    outsiders: 404,
    request: async (w) => ({
      method: 'PUT',
      path: `/records/${w.recordId}/review`,
      json: { status: 'accepted', values: { label: { value: 'a' } } },
    }),
    slice: true,
  },
  {
    endpoint: 'PUT /datasets/{id}/reviews',
    allowed: REVIEW,
    success: [200],
    outsiders: 404,
    request: async (w) => ({
      method: 'PUT',
      path: `/datasets/${w.datasetId}/reviews`,
      json: { items: [{ record_id: w.recordId, status: 'accepted', values: { label: { value: 'a' } } }] },
    }),
    slice: true,
  },
  {
    endpoint: 'GET /datasets/{id}/review/records',
    allowed: REVIEW,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/review/records`),
  },
  {
    endpoint: 'GET /datasets/{id}/review/summary',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/review/summary`),
  },
  {
    endpoint: 'GET /datasets/{id}/review/record-ids',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/review/record-ids?status=accepted`),
  },
  {
    endpoint: 'GET /datasets/{id}/review/record-ids (order=status, offset)',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/review/record-ids?order=status&offset=1&limit=5`),
  },
  {
    endpoint: 'GET /datasets/{id}/agreement',
    allowed: REVIEW,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/agreement`),
    slice: true,
  },
];
