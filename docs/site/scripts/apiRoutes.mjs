// The HTTP API page's route table, read from the server itself: every route the built server answers under
// /api/v1, marked as the Argilla/Extralit v1 contract's or as one Marginalia adds beside it. A route added on any
// branch shows up here by itself (as an addition until the contract lists it, which it never will: the contract
// is fixed, and new capabilities get new paths).

/** The v1 contract's endpoints (its endpoint table), `METHOD /path` with `{}` for any parameter. */
const V1_CONTRACT = [
  'POST /token', 'GET /me', 'GET /settings', 'GET /version', 'GET /status',
  'GET /oauth2/providers', 'GET /oauth2/providers/{}/authentication', 'GET /oauth2/providers/{}/access-token',
  'GET /users', 'POST /users', 'GET /users/{}', 'DELETE /users/{}', 'GET /users/{}/workspaces',
  'GET /me/workspaces', 'POST /workspaces', 'GET /workspaces/{}', 'DELETE /workspaces/{}',
  'GET /workspaces/{}/users', 'POST /workspaces/{}/users', 'DELETE /workspaces/{}/users/{}',
  'GET /me/datasets', 'POST /datasets', 'GET /datasets/{}', 'PATCH /datasets/{}', 'DELETE /datasets/{}',
  'PUT /datasets/{}/publish', 'GET /datasets/{}/progress', 'GET /datasets/{}/users/progress',
  'GET /me/datasets/{}/metrics', 'POST /datasets/{}/import', 'GET /jobs/{}',
  'GET /datasets/{}/fields', 'POST /datasets/{}/fields', 'PATCH /fields/{}', 'DELETE /fields/{}',
  'GET /datasets/{}/questions', 'POST /datasets/{}/questions', 'PATCH /questions/{}', 'DELETE /questions/{}',
  'GET /me/datasets/{}/metadata-properties', 'POST /datasets/{}/metadata-properties',
  'GET /metadata-properties/{}/metrics', 'PATCH /metadata-properties/{}', 'DELETE /metadata-properties/{}',
  'GET /datasets/{}/vectors-settings', 'POST /datasets/{}/vectors-settings', 'PATCH /vectors-settings/{}',
  'DELETE /vectors-settings/{}',
  'GET /datasets/{}/records', 'DELETE /datasets/{}/records', 'POST /datasets/{}/records/bulk',
  'PUT /datasets/{}/records/bulk', 'POST /me/datasets/{}/records/search', 'POST /datasets/{}/records/search',
  'GET /datasets/{}/records/search/suggestions/options',
  'GET /records/{}', 'PATCH /records/{}', 'DELETE /records/{}', 'POST /records/{}/responses',
  'GET /records/{}/suggestions', 'PUT /records/{}/suggestions', 'DELETE /records/{}/suggestions',
  'DELETE /suggestions/{}', 'PUT /responses/{}', 'DELETE /responses/{}', 'POST /me/responses/bulk',
  'POST /documents', 'GET /documents/by-pmid/{}', 'GET /documents/by-id/{}', 'GET /documents/workspace/{}',
  'DELETE /documents/workspace/{}', 'GET /file/{}', 'POST /file/{}', 'DELETE /file/{}', 'GET /files/{}',
  'GET /models/segments', 'POST /models/extraction',
];

/** A route path in the contract's spelling: `/records/:id` → `/records/{id}`, wildcards and regexes as `{path}`. */
function spelled(path) {
  return path
    .replace(/\/\*$/, '/{path}')
    .replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')
    .replace(/\/$/, '');
}

/** The same path with every parameter as `{}` (the file calls' `{bucket}/{path}` as one). */
const shape = (path) => spelled(path).replace(/\{[^}]*\}(\/\{[^}]*\})*/g, '{}');

/** The server's API routes as `{ method, path, contract }`, sorted by path then method, without duplicates. */
export async function apiRoutes(server) {
  const { createApp, createDatabase, loadConfig, API_PREFIX } = server;
  const config = loadConfig({ MARGINALIA_SEED_DEMO: 'false', MARGINALIA_STATIC_DIR: '/nonexistent', MARGINALIA_ELEMENTS_DIR: 'off' });
  const db = createDatabase(':memory:');
  try {
    const app = createApp({ db, config, logger: { error() {} } });
    const contract = new Set(V1_CONTRACT.map((entry) => { const [method, path] = entry.split(' '); return `${method} ${shape(path)}`; }));
    const seen = new Map();
    for (const { method, path } of app.routes) {
      if (method === 'ALL' || !path.startsWith(`${API_PREFIX}/`)) continue;
      const relative = path.slice(API_PREFIX.length);
      const key = `${method} ${spelled(relative)}`;
      if (!seen.has(key)) seen.set(key, { method, path: spelled(relative), contract: contract.has(`${method} ${shape(relative)}`) });
    }
    return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  } finally {
    await db.destroy();
  }
}

/** The route table of the HTTP API page. */
export function routesTable(routes) {
  const added = routes.filter((route) => !route.contract).length;
  return [
    `${routes.length} routes under \`/api/v1\`, read from the server; ${added} of them are Marginalia's additions beside the v1 contract (the contract's shapes stay as they are, so Argilla's and Extralit's clients work unchanged).`,
    '',
    '| method | path | from |',
    '| --- | --- | --- |',
    ...routes.map((route) => `| ${route.method} | \`${route.path}\` | ${route.contract ? 'v1 contract' : '**added by Marginalia**'} |`),
  ].join('\n');
}
