import { ADMINS, OWNER, READ, del, get, type AuthorizationCase } from './authorization-case';

/** Public, signed-in, owner-only and workspace endpoints (contract §2, §4–§7). */
export const ACCOUNT_CASES: AuthorizationCase[] = [
  // Public.
  {
    endpoint: 'POST /token',
    allowed: 'public',
    success: [201],
    request: async () => ({
      method: 'POST',
      path: '/token',
      form: { username: 'owner', password: '12345678' },
    }),
    slice: true,
  },
  { endpoint: 'GET /settings', allowed: 'public', success: [200], request: async () => get('/settings') },
  { endpoint: 'GET /version', allowed: 'public', success: [200], request: async () => get('/version') },
  { endpoint: 'GET /status', allowed: 'public', success: [200], request: async () => get('/status') },
  // OAuth2 is not configured in the tests: the login flow answers 404 "OAuth2 is not enabled" to anybody.
  {
    endpoint: 'GET /oauth2/providers/{provider}/authentication',
    allowed: 'public',
    success: [404],
    request: async () => get('/oauth2/providers/huggingface/authentication'),
  },
  {
    endpoint: 'GET /oauth2/providers/{provider}/access-token',
    allowed: 'public',
    success: [404],
    request: async () => get('/oauth2/providers/huggingface/access-token?code=c&state=s'),
  },
  {
    endpoint: 'GET /oauth2/providers',
    allowed: 'public',
    success: [200],
    request: async () => get('/oauth2/providers'),
  },

  // Any signed-in user.
  {
    endpoint: 'GET /me',
    allowed: 'authenticated',
    success: [200],
    request: async () => get('/me'),
    slice: true,
  },
  {
    endpoint: 'GET /me/workspaces',
    allowed: 'authenticated',
    success: [200],
    request: async () => get('/me/workspaces'),
  },
  {
    endpoint: 'GET /me/datasets',
    allowed: 'authenticated',
    success: [200],
    request: async () => get('/me/datasets'),
  },
  {
    endpoint: 'POST /me/responses/bulk',
    allowed: 'authenticated',
    success: [200],
    request: async (w) => ({
      method: 'POST',
      path: '/me/responses/bulk',
      json: { items: [{ record_id: w.recordId, status: 'draft', values: { label: { value: 'b' } } }] },
    }),
  },

  // Owner only.
  { endpoint: 'GET /users', allowed: OWNER, success: [200], request: async () => get('/users'), slice: true },
  {
    endpoint: 'POST /users',
    allowed: OWNER,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: '/users',
      json: { username: w.fresh.name('u'), password: '12345678', first_name: 'U' },
    }),
  },
  {
    endpoint: 'GET /users/{id}',
    allowed: OWNER,
    success: [200],
    request: async (w) => get(`/users/${w.users.annotatorMember.user.id}`),
  },
  {
    endpoint: 'DELETE /users/{id}',
    allowed: OWNER,
    success: [200],
    request: async (w) => del(`/users/${await w.fresh.user()}`),
  },
  {
    endpoint: 'GET /users/{id}/workspaces',
    allowed: OWNER,
    success: [200],
    request: async (w) => get(`/users/${w.users.annotatorMember.user.id}/workspaces`),
  },
  {
    endpoint: 'DELETE /workspaces/{id}',
    allowed: OWNER,
    success: [200],
    request: async (w) => del(`/workspaces/${await w.fresh.workspace()}`),
    slice: true,
  },
  {
    endpoint: 'POST /workspaces/{id}/users',
    allowed: OWNER,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/workspaces/${w.workspaceId}/users`,
      json: { user_id: await w.fresh.user() },
    }),
  },

  // Owner and any admin.
  {
    endpoint: 'POST /workspaces',
    allowed: ADMINS,
    success: [201],
    request: async (w) => ({ method: 'POST', path: '/workspaces', json: { name: w.fresh.name('new') } }),
    slice: true,
  },

  // Owner and members.
  {
    endpoint: 'GET /workspaces/{id}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/workspaces/${w.workspaceId}`),
    slice: true,
  },
];
