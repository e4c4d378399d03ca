import type { Actor, AuthorizationWorld } from './authorization-world';

/** Who may call an endpoint (contract §4 "Who"). */
export type Allowed = 'public' | 'authenticated' | readonly Actor[];

/** One request of the matrix. */
export interface MatrixRequest {
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** One endpoint of the matrix: who may call it, what success looks like, how to call it. */
export interface AuthorizationCase {
  endpoint: string;
  allowed: Allowed;
  /** Success statuses for allowed callers. */
  success: readonly number[];
  /** Builds the request for one caller (may create fresh resources for destructive calls). */
  request(world: AuthorizationWorld, actor: Actor): Promise<MatrixRequest>;
  /** Part of the slice the PostgreSQL run repeats. */
  slice?: boolean;
}

const OWNER: readonly Actor[] = ['owner'];
const ADMINS: readonly Actor[] = ['owner', 'adminMember', 'adminOutsider'];
const WRITE: readonly Actor[] = ['owner', 'adminMember'];
const READ: readonly Actor[] = ['owner', 'adminMember', 'annotatorMember'];

const get = (path: string): MatrixRequest => ({ method: 'GET', path });
const del = (path: string): MatrixRequest => ({ method: 'DELETE', path });

/** Every endpoint of issue #3 with the contract's rule. */
export const AUTHORIZATION_CASES: AuthorizationCase[] = [
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

  // Owner and admin-members of the workspace (write).
  {
    endpoint: 'GET /workspaces/{id}/users',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/workspaces/${w.workspaceId}/users`),
  },
  {
    endpoint: 'DELETE /workspaces/{id}/users/{user_id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/workspaces/${w.workspaceId}/users/${await w.fresh.member()}`),
  },
  {
    endpoint: 'POST /datasets',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: '/datasets',
      json: { name: w.fresh.name('d'), workspace_id: w.workspaceId },
    }),
    slice: true,
  },
  {
    endpoint: 'PATCH /datasets/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/datasets/${w.datasetId}`,
      json: { guidelines: 'Be kind.' },
    }),
  },
  {
    endpoint: 'DELETE /datasets/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/datasets/${await w.fresh.draftDataset()}`),
  },
  {
    endpoint: 'PUT /datasets/{id}/publish',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({ method: 'PUT', path: `/datasets/${await w.fresh.draftDataset(true)}/publish` }),
  },
  {
    endpoint: 'POST /datasets/{id}/fields',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.draftDatasetId}/fields`,
      json: { name: w.fresh.name('f'), title: 'F', settings: { type: 'text' } },
    }),
  },
  {
    endpoint: 'PATCH /fields/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({ method: 'PATCH', path: `/fields/${w.fieldId}`, json: { title: 'Text!' } }),
  },
  {
    endpoint: 'DELETE /fields/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/fields/${await w.fresh.field()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/questions',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.draftDatasetId}/questions`,
      json: {
        name: w.fresh.name('q'),
        title: 'Q',
        settings: { type: 'rating', options: [{ value: 1 }, { value: 2 }] },
      },
    }),
  },
  {
    endpoint: 'PATCH /questions/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/questions/${w.questionId}`,
      json: { title: 'Label!' },
    }),
  },
  {
    endpoint: 'DELETE /questions/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/questions/${await w.fresh.question()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/metadata-properties',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.datasetId}/metadata-properties`,
      json: { name: w.fresh.name('m'), title: 'M', settings: { type: 'terms' } },
    }),
  },
  {
    endpoint: 'PATCH /metadata-properties/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/metadata-properties/${w.visiblePropertyId}`,
      json: { title: 'Visible!', visible_for_annotators: true },
    }),
  },
  {
    endpoint: 'DELETE /metadata-properties/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/metadata-properties/${await w.fresh.metadataProperty()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/vectors-settings',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${await w.fresh.draftDataset()}/vectors-settings`,
      json: { name: 'emb', title: 'Emb', dimensions: 3 },
    }),
  },
  {
    endpoint: 'PATCH /vectors-settings/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/vectors-settings/${w.vectorSettingsId}`,
      json: { title: 'V!' },
    }),
  },
  {
    endpoint: 'DELETE /vectors-settings/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/vectors-settings/${await w.fresh.vectorSettings()}`),
  },
  {
    endpoint: 'GET /datasets/{id}/records',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/records`),
    slice: true,
  },
  {
    endpoint: 'DELETE /datasets/{id}/records?ids=',
    allowed: WRITE,
    success: [204],
    request: async (w) => del(`/datasets/${w.datasetId}/records?ids=${await w.fresh.record()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/records/bulk',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.datasetId}/records/bulk`,
      json: { items: [{ fields: { text: 'new' } }] },
    }),
    slice: true,
  },
  {
    endpoint: 'PUT /datasets/{id}/records/bulk',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PUT',
      path: `/datasets/${w.datasetId}/records/bulk`,
      json: { items: [{ fields: { text: 'upserted' }, external_id: w.fresh.name('ext') }] },
    }),
  },
  {
    endpoint: 'POST /datasets/{id}/records/search',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({ method: 'POST', path: `/datasets/${w.datasetId}/records/search`, json: {} }),
  },
  {
    endpoint: 'PATCH /records/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/records/${w.recordId}`,
      json: { metadata: { visible: 'y' } },
    }),
  },
  {
    endpoint: 'DELETE /records/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/records/${await w.fresh.record()}`),
    slice: true,
  },
  {
    endpoint: 'PUT /records/{id}/suggestions',
    allowed: WRITE,
    success: [200, 201],
    request: async (w) => ({
      method: 'PUT',
      path: `/records/${w.recordId}/suggestions`,
      json: { question_id: w.questionId, value: 'b' },
    }),
  },
  {
    endpoint: 'DELETE /records/{id}/suggestions?ids=',
    allowed: WRITE,
    success: [204],
    request: async (w) => del(`/records/${w.recordId}/suggestions?ids=${await w.fresh.suggestion()}`),
  },
  {
    endpoint: 'DELETE /suggestions/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/suggestions/${await w.fresh.suggestion()}`),
  },

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

/** The status the contract requires for one caller. */
export function expectedStatuses(testCase: AuthorizationCase, actor: Actor): readonly number[] {
  if (testCase.allowed === 'public') return testCase.success;
  if (actor === 'anonymous') return [401];
  if (testCase.allowed === 'authenticated' || testCase.allowed.includes(actor)) return testCase.success;
  return [403];
}
