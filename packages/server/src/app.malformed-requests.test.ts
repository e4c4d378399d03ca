import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from './testing/test-server';
import { isContractError } from './testing/fuzz/contract-error';
import { buildFuzzWorld, type FuzzWorld } from './testing/fuzz/fuzz-target';
import { requestArbitrary, type FuzzRequest } from './testing/fuzz/fuzz-requests';
import { startModelStandIn, type ModelStandIn } from './testing/model-stand-in';

/**
 * Property: whatever arrives — wrong types, missing keys, huge strings, bad UUIDs, unknown enums,
 * negative and huge numbers, deep JSON, broken syntax — the server never answers 5xx, never
 * crashes, and every error body is one of the contract's shapes.
 */
describe.each(testDialects())('malformed requests (%s)', (dialect) => {
  let server: TestServer;
  let world: FuzzWorld;
  let annotator: TestUser;
  let model: ModelStandIn;
  let sent = 0;
  let serverErrors = 0;
  let contractMisses = 0;
  let started = 0;
  const failures: string[] = [];
  // Endpoints reached, and those that took a request (2xx): the bodies get past validation, not only into it.
  const endpoints = new Set<string>();
  const accepted = new Set<string>();
  // `npm test` runs the full ≥ 10,000 requests on SQLite and a slice on PostgreSQL that checks its own refusals;
  // the long form (`npm run drill:fuzz`) sends MARGINALIA_FUZZ_REQUESTS to each database.
  const planned = Number(process.env['MARGINALIA_FUZZ_REQUESTS'] ?? (dialect === 'sqlite' ? 10_400 : 1_200));
  const batches = Math.max(1, Math.ceil(planned / 1_300));
  const runsPerBatch = Math.ceil(planned / batches);
  const seed = process.env['MARGINALIA_FUZZ_SEED'];

  beforeAll(async () => {
    // The model stand-in answers every extraction that gets through with an empty, valid table.
    model = await startModelStandIn({ fallback: { content: '{"rows": []}' } });
    // Exports the fuzzer gets through run against a closed local port: they fail at once, never reaching out.
    server = await createTestServer(dialect, {
      MARGINALIA_HUB_URL: 'http://127.0.0.1:9',
      MARGINALIA_DATASETS_SERVER_URL: 'http://127.0.0.1:9',
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_MODEL: 'fuzz-model',
      // One sign-in provider, so its calls get past "not enabled"; its endpoints are a closed local port.
      MARGINALIA_OAUTH_HUGGINGFACE_CLIENT_ID: 'fuzz',
      MARGINALIA_OAUTH_HUGGINGFACE_CLIENT_SECRET: 'fuzz',
      MARGINALIA_OAUTH_HUGGINGFACE_AUTHORIZE_URL: 'http://127.0.0.1:9/authorize',
      MARGINALIA_OAUTH_HUGGINGFACE_TOKEN_URL: 'http://127.0.0.1:9/token',
      MARGINALIA_OAUTH_HUGGINGFACE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
    });
    world = await buildFuzzWorld(server);
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
    endpoints.add(request.endpoint);
    if (res.status < 300) accepted.add(request.endpoint);
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
        `[${request.endpoint}] ${request.method} ${request.path.slice(0, 200)} body=${String(request.body).slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`,
      );
    }
    return ok;
  };

  for (let batch = 1; batch <= batches; batch += 1) {
    it(
      `batch ${batch}: ${runsPerBatch} requests, never a 5xx, always a contract error body`,
      { timeout: 300_000 },
      async () => {
        await fc.assert(fc.asyncProperty(requestArbitrary(world), send), {
          numRuns: runsPerBatch,
          endOnFailure: true,
          ...(seed ? { seed: Number(seed) + batch } : {}),
        });
        expect(failures).toEqual([]);
      },
    );
  }

  it('sent the planned number of requests', () => {
    // The figures of the run (issue 18's "bad input" drill), printed for the README.
    console.log(
      `malformed-request fuzz (${dialect}): ${sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `${serverErrors} × 5xx, ${contractMisses} error bodies outside the contract; ` +
        `${endpoints.size} endpoints, ${accepted.size} of them answered 2xx at least once`,
    );
    expect(serverErrors).toBe(0);
    expect(contractMisses).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(runsPerBatch * batches);
  });
});
