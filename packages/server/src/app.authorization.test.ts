import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from './testing/test-server';
import {
  AUTHORIZATION_CASES,
  expectedStatuses,
  type AuthorizationCase,
} from './testing/authorization/authorization-cases';
import {
  ACTORS,
  buildAuthorizationWorld,
  type Actor,
  type AuthorizationWorld,
} from './testing/authorization/authorization-world';

const FORBIDDEN_ITEM = 'argilla.api.errors::ForbiddenOperationError(detail=Operation not allowed)';

/** Calls one endpoint as every actor and lists the calls whose status breaks the contract's rule. */
async function violationsOf(world: AuthorizationWorld, testCase: AuthorizationCase): Promise<string[]> {
  const violations: string[] = [];
  for (const actor of ACTORS) {
    const request = await testCase.request(world, actor);
    const res = await world.server.request(request.method, `/api/v1${request.path}`, {
      ...(request.json !== undefined ? { json: request.json } : {}),
      ...(request.form ? { form: request.form } : {}),
      ...(request.formData ? { formData: request.formData } : {}),
      as: actor === 'anonymous' ? null : world.users[actor],
    });
    const expected = expectedStatuses(testCase, actor);
    if (!expected.includes(res.status)) {
      violations.push(
        `${actor}: expected ${expected.join('|')}, got ${res.status} ${JSON.stringify(res.body)}`,
      );
    }
  }
  return violations;
}

/**
 * Every endpoint × {anonymous, annotator not a member, annotator member, admin member, admin not a
 * member, owner} against contract §4: zero violations. SQLite runs the whole matrix; PostgreSQL the
 * slice marked in the cases (one of each kind of rule).
 */
describe.each(testDialects())('authorization matrix (%s)', (dialect) => {
  let server: TestServer;
  let world: AuthorizationWorld;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    world = await buildAuthorizationWorld(server);
    // Building the world includes generating and reading a PDF; a loaded machine needs more than 10 s.
  }, 60_000);
  afterAll(async () => server?.close());

  const cases = dialect === 'sqlite' ? AUTHORIZATION_CASES : AUTHORIZATION_CASES.filter((c) => c.slice);
  it.each(cases.map((c) => [c.endpoint, c] as const))('%s', async (_endpoint, testCase) => {
    expect(await violationsOf(world, testCase)).toEqual([]);
  });

  it('lets the author change their own response, and reports non-members per item in /me/responses/bulk', async () => {
    const own = await server.request('PUT', `/api/v1/responses/${world.responseId}`, {
      json: { status: 'submitted', values: { label: { value: 'a' } } },
      as: world.author,
    });
    expect(own.status).toBe(200);
    const outsiders: Actor[] = ['annotatorOutsider', 'adminOutsider'];
    for (const actor of outsiders) {
      const res = await server.request('POST', '/api/v1/me/responses/bulk', {
        json: { items: [{ record_id: world.recordId, status: 'discarded' }] },
        as: world.users[actor as Exclude<Actor, 'anonymous'>],
      });
      expect(res.body).toEqual({ items: [{ item: null, error: { detail: FORBIDDEN_ITEM } }] });
    }
  });

  it('covers every route the API serves', () => {
    const served = new Set(
      server.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/') && !r.path.includes('__'))
        .map((r) => `${r.method} ${r.path.slice('/api/v1'.length).replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`),
    );
    const covered = new Set(
      AUTHORIZATION_CASES.map((c) =>
        c.endpoint
          .replace(/ \(.*\)$/, '')
          .replace(/\?ids=$/, '')
          .replace(/\{(id|user_id|provider|bucket|path|prefix)\}/g, '{*}'),
      ),
    );
    const missing = [...served].filter((route) => !covered.has(route.replace(/\{\w+\}/g, '{*}')));
    expect(missing).toEqual([]);
  });
});
