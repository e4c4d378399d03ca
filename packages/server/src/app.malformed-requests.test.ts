import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from './testing/test-server';
import {
  buildAuthorizationWorld,
  type AuthorizationWorld,
} from './testing/authorization/authorization-world';
import { FUZZ_TARGETS, garbageQuery, type FuzzTarget } from './testing/fuzz/fuzz-targets';
import { garbageScalar, garbageValue, mutatedBody, rawBody } from './testing/fuzz/malformed-values';
import { isContractError } from './testing/fuzz/contract-error';
import { multipartBody } from './testing/fuzz/malformed-multipart';
import { startModelStandIn, type ModelStandIn } from './testing/model-stand-in';

interface FuzzRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  as: 'owner' | 'annotator' | 'anonymous';
}

function idArbitrary(real: string | undefined): fc.Arbitrary<string> {
  const fake = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('x'.repeat(3000), '%', '..', ' '),
  );
  return real ? fc.oneof({ arbitrary: fc.constant(real), weight: 3 }, { arbitrary: fake, weight: 2 }) : fake;
}

function bodyArbitrary(
  world: AuthorizationWorld,
  target: FuzzTarget,
): fc.Arbitrary<{ body?: string; contentType?: string }> {
  const json = (value: unknown) => ({
    body: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  const options: fc.Arbitrary<{ body?: string; contentType?: string }>[] = [
    garbageValue.map(json),
    rawBody.map((body) => ({ body, contentType: 'application/json' })),
    fc.constant({}),
    fc.string({ maxLength: 30 }).map((body) => ({ body, contentType: 'text/plain' })),
  ];
  if (target.valid) {
    const valid = target.valid(world);
    options.push(mutatedBody(valid).map(json), mutatedBody(valid).map(json), mutatedBody(valid).map(json));
  }
  if (target.multipart) {
    const upload = multipartBody(target.multipart);
    options.push(upload, upload, upload);
  }
  return fc.oneof(...options);
}

function requestArbitrary(world: AuthorizationWorld): fc.Arbitrary<FuzzRequest> {
  const perTarget = FUZZ_TARGETS.map((target) => {
    const ids = target.destructive ? [] : target.ids(world);
    const placeholders = target.path.split('{id}').length - 1;
    return fc
      .record({
        ids: fc.tuple(...Array.from({ length: placeholders }, (_, i) => idArbitrary(ids[i]))),
        query: garbageQuery,
        body: bodyArbitrary(world, target),
        as: fc.oneof(
          { arbitrary: fc.constant('owner' as const), weight: 6 },
          { arbitrary: fc.constant('annotator' as const), weight: 2 },
          { arbitrary: fc.constant('anonymous' as const), weight: 1 },
        ),
      })
      .map(({ ids: chosen, query, body, as }) => {
        let index = 0;
        const path = target.path.replace(/\{id\}/g, () => encodeURIComponent(chosen[index++] as string));
        // A target whose path has a query already takes the garbage after it.
        const extra = path.includes('?') && query ? `&${query.slice(1)}` : query;
        return { method: target.method, path: `${path}${extra}`, ...body, as };
      });
  });
  const token = fc
    .tuple(fc.option(garbageScalar), fc.option(garbageScalar), fc.boolean())
    .map(([username, password, asForm]) => {
      const fields: Record<string, string> = {};
      if (username !== null) fields['username'] = String(username);
      if (password !== null) fields['password'] = String(password);
      return asForm
        ? { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' }
        : { body: JSON.stringify(fields), contentType: 'application/json' };
    })
    .map((body) => ({ method: 'POST', path: '/token', ...body, as: 'anonymous' as const }));
  return fc.oneof(...perTarget, token);
}

/**
 * Property: whatever arrives — wrong types, missing keys, huge strings, bad UUIDs, unknown enums,
 * negative and huge numbers, deep JSON, broken syntax — the server never answers 5xx, never
 * crashes, and every error body is one of the contract's shapes.
 */
describe.each(testDialects())('malformed requests (%s)', (dialect) => {
  let server: TestServer;
  let world: AuthorizationWorld;
  let annotator: TestUser;
  let model: ModelStandIn;
  let sent = 0;
  let serverErrors = 0;
  let contractMisses = 0;
  let started = 0;
  const failures: string[] = [];
  // SQLite runs the full ≥ 10,000 requests; PostgreSQL a slice that checks its own refusals.
  const runsPerBatch = dialect === 'sqlite' ? 2_600 : 300;
  const batches = 4;

  beforeAll(async () => {
    // The model stand-in answers every extraction that gets through with an empty, valid table.
    model = await startModelStandIn({ fallback: { content: '{"rows": []}' } });
    // Exports the fuzzer gets through run against a closed local port: they fail at once, never reaching out.
    server = await createTestServer(dialect, {
      MARGINALIA_HUB_URL: 'http://127.0.0.1:9',
      MARGINALIA_DATASETS_SERVER_URL: 'http://127.0.0.1:9',
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_MODEL: 'fuzz-model',
    });
    world = await buildAuthorizationWorld(server);
    annotator = world.users.annotatorMember;
    started = performance.now();
    // Building the world includes generating and reading a PDF; a loaded machine needs more than 10 s.
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  const send = async (request: FuzzRequest): Promise<boolean> => {
    sent += 1;
    const headers: Record<string, string> = {};
    if (request.contentType) headers['Content-Type'] = request.contentType;
    if (request.as === 'owner') headers['X-Argilla-Api-Key'] = server.owner.apiKey;
    if (request.as === 'annotator') headers['X-Argilla-Api-Key'] = annotator.apiKey;
    const res = await server.app.request(`/api/v1${request.path}`, {
      method: request.method,
      headers,
      ...(request.body !== undefined && request.method !== 'GET' ? { body: request.body } : {}),
    });
    const text = await res.text();
    if (res.status >= 500) serverErrors += 1;
    let ok = res.status < 500;
    if (ok && res.status >= 400) {
      try {
        ok = isContractError(JSON.parse(text));
      } catch {
        ok = false;
      }
    }
    if (!ok && res.status < 500) contractMisses += 1;
    if (!ok && failures.length < 5) {
      failures.push(
        `${request.method} ${request.path.slice(0, 200)} body=${String(request.body).slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`,
      );
    }
    return ok;
  };

  for (let batch = 1; batch <= batches; batch += 1) {
    it(
      `batch ${batch}: ${runsPerBatch} requests, never a 5xx, always a contract error body`,
      { timeout: 240_000 },
      async () => {
        await fc.assert(fc.asyncProperty(requestArbitrary(world), send), {
          numRuns: runsPerBatch,
          endOnFailure: true,
        });
        expect(failures).toEqual([]);
      },
    );
  }

  it('sent the planned number of requests', () => {
    // The figures of the run (issue 18's "bad input" drill), printed for the README.
    console.log(
      `malformed-request fuzz (${dialect}): ${sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `${serverErrors} × 5xx, ${contractMisses} error bodies outside the contract`,
    );
    expect(serverErrors).toBe(0);
    expect(contractMisses).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(runsPerBatch * batches);
    if (dialect === 'sqlite') expect(sent).toBeGreaterThanOrEqual(10_000);
  });
});
