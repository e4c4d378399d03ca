import { READ, WRITE, get, type AuthorizationCase } from './authorization-case';

/**
 * History (issue #29): a record's history for any member of its workspace, a dataset's for owners and the
 * workspace's admins (annotators 403); callers outside the workspace get 404, as for review.
 */
export const HISTORY_CASES: AuthorizationCase[] = [
  {
    endpoint: 'GET /records/{id}/history',
    allowed: READ,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/records/${w.recordId}/history`),
    slice: true,
  },
  {
    endpoint: 'GET /datasets/{id}/history',
    allowed: WRITE,
    success: [200],
    outsiders: 404,
    request: async (w) => get(`/datasets/${w.datasetId}/history?format=csv`),
    slice: true,
  },
];
