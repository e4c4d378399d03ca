import { READ, WRITE, del, get, type AuthorizationCase } from './authorization-case';

/** Endpoints any member may call, and responses (owner, author, admin-member) (contract §8–§17). */
export const READ_CASES: AuthorizationCase[] = [
  // Owner and any member (read).
  {
    endpoint: 'GET /datasets/{id}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}`),
    slice: true,
  },
  {
    endpoint: 'GET /datasets/{id}/progress',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/progress`),
  },
  {
    endpoint: 'GET /datasets/{id}/users/progress',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/users/progress`),
  },
  {
    endpoint: 'GET /me/datasets/{id}/metrics',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/me/datasets/${w.datasetId}/metrics`),
  },
  {
    endpoint: 'GET /me/datasets/{id}/overview',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/me/datasets/${w.datasetId}/overview`),
  },
  {
    endpoint: 'GET /datasets/{id}/fields',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/fields`),
  },
  {
    endpoint: 'GET /datasets/{id}/questions',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/questions`),
  },
  {
    endpoint: 'GET /datasets/{id}/vectors-settings',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/vectors-settings`),
  },
  {
    endpoint: 'GET /me/datasets/{id}/metadata-properties',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/me/datasets/${w.datasetId}/metadata-properties`),
  },
  {
    endpoint: 'GET /metadata-properties/{id}/metrics (visible to annotators)',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/metadata-properties/${w.visiblePropertyId}/metrics`),
  },
  {
    endpoint: 'GET /metadata-properties/{id}/metrics (hidden from annotators)',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/metadata-properties/${w.hiddenPropertyId}/metrics`),
    slice: true,
  },
  {
    endpoint: 'POST /me/datasets/{id}/records/search',
    allowed: READ,
    success: [200],
    request: async (w) => ({ method: 'POST', path: `/me/datasets/${w.datasetId}/records/search`, json: {} }),
    slice: true,
  },
  {
    endpoint: 'POST /me/datasets/{id}/records/search/page',
    allowed: READ,
    success: [200],
    request: async (w) => ({ method: 'POST', path: `/me/datasets/${w.datasetId}/records/search/page`, json: {} }),
    slice: true,
  },
  {
    endpoint: 'POST /me/datasets/{id}/records/search/total',
    allowed: READ,
    success: [200],
    request: async (w) => ({ method: 'POST', path: `/me/datasets/${w.datasetId}/records/search/total`, json: {} }),
  },
  {
    endpoint: 'GET /datasets/{id}/records/search/suggestions/options',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/records/search/suggestions/options`),
  },
  {
    endpoint: 'GET /records/{id}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/records/${w.recordId}`),
  },
  {
    endpoint: 'GET /records/{id}/suggestions',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/records/${w.recordId}/suggestions`),
  },
  {
    endpoint: 'POST /records/{id}/responses',
    allowed: READ,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/records/${await w.fresh.record()}/responses`,
      json: { status: 'submitted', values: { label: { value: 'a' } } },
    }),
    slice: true,
  },

  // Owner, the author and admin-members (another member's response is off limits).
  {
    endpoint: 'PUT /responses/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PUT',
      path: `/responses/${w.responseId}`,
      json: { status: 'draft', values: { label: { value: 'b' } } },
    }),
    slice: true,
  },
  {
    endpoint: 'DELETE /responses/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/responses/${await w.fresh.response()}`),
  },
];
