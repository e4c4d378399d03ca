import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-server';
import { FUZZ_TARGETS } from './fuzz-targets';

/** A served route's path as a pattern: `:id` is one segment, `:path{.+}` what its own pattern says. */
function routePattern(path: string): RegExp {
  const source = path
    .split(/(:\w+(?:\{[^}]*\})?)/)
    .map((part) => {
      const param = /^:\w+(?:\{([^}]*)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

describe('fuzz targets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reach every route the API serves', () => {
    const served = server.app.routes.filter(
      (r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/') && !r.path.includes('__'),
    );
    const targets = FUZZ_TARGETS.map((t) => ({
      method: t.method,
      path: `/api/v1${t.path.replace(/\?.*$/, '').replace(/\{id\}/g, 'x')}`,
    }));
    const missing = served
      .filter((r) => !targets.some((t) => t.method === r.method && routePattern(r.path).test(t.path)))
      .map((r) => `${r.method} ${r.path}`);
    // Hono lists a route once per handler (the auth middleware, the handler): one line each is enough.
    expect([...new Set(missing)]).toEqual([]);
  });
});
