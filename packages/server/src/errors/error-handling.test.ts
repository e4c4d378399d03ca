import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

describe.each(testDialects())('error shapes and HTTP conventions (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    server.app.get('/api/v1/__boom', () => {
      throw new Error('kaboom');
    });
  });
  afterAll(async () => server?.close());

  it('answers unknown API paths with 404 {"detail":"Not Found"}', async () => {
    const res = await server.request('GET', '/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not Found' });
  });

  it('answers a wrong method on an existing path with 405 before authentication', async () => {
    const res = await server.request('DELETE', '/api/v1/me', { as: null });
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ detail: 'Method Not Allowed' });
    const withParam = await server.request('PATCH', `/api/v1/records/${server.owner.user.id}/responses`);
    expect(withParam.status).toBe(405);
  });

  it('answers a malformed UUID path parameter with 422 uuid_parsing at ["path", "dataset_id"]', async () => {
    const res = await server.request('GET', '/api/v1/datasets/not-a-uuid');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: {
        code: 'argilla.api.errors::ValidationError',
        params: {
          errors: [
            {
              type: 'uuid_parsing',
              loc: ['path', 'dataset_id'],
              msg: 'Input should be a valid UUID, invalid character: expected an optional prefix of `urn:uuid:` followed by [0-9a-fA-F-], found `n` at 1',
            },
          ],
        },
      },
    });
  });

  it('checks credentials before validating input (anonymous + bad UUID → 401)', async () => {
    const res = await server.request('GET', '/api/v1/datasets/not-a-uuid', { as: null });
    expect(res.status).toBe(401);
  });

  it('answers invalid JSON with 422 json_invalid', async () => {
    const res = await server.request('POST', '/api/v1/workspaces', {
      body: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.code).toBe('argilla.api.errors::ValidationError');
    expect(res.body.detail.params.errors[0]).toMatchObject({
      type: 'json_invalid',
      msg: 'JSON decode error',
    });
    expect(res.body.detail.params.errors[0].loc[0]).toBe('body');
  });

  it('answers a missing body with 422 missing at ["body"]', async () => {
    const res = await server.request('POST', '/api/v1/workspaces');
    expect(res.status).toBe(422);
    expect(res.body.detail.params.errors).toEqual([
      { type: 'missing', loc: ['body'], msg: 'Field required' },
    ]);
  });

  it('maps unexpected exceptions to 500 GenericServerError', async () => {
    const res = await server.request('GET', '/api/v1/__boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      detail: {
        code: 'argilla.api.errors::GenericServerError',
        params: { type: 'builtins.RuntimeError', message: 'kaboom' },
      },
    });
  });

  it('adds Server-Timing and the CORS headers (any origin, no credentials) to successes, errors and 404s', async () => {
    for (const [path, status] of [
      ['/api/v1/settings', 200],
      ['/api/v1/me', 401],
      ['/api/v1/nothing-here', 404],
    ] as const) {
      const res = await server.request('GET', path, {
        as: null,
        headers: { Origin: 'https://annotate.example.org' },
      });
      expect(res.status).toBe(status);
      expect(res.headers.get('Server-Timing')).toMatch(/^total;dur=\d+(\.\d+)?$/);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    }
  });

  it('answers CORS preflight requests for any method', async () => {
    const res = await server.request('OPTIONS', '/api/v1/me', {
      as: null,
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'x-argilla-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-argilla-api-key');
  });

  it('serves public settings without credentials', async () => {
    const res = await server.request('GET', '/api/v1/settings', { as: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ argilla: {} });
  });
});

describe('static web app', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'marginalia-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Marginalia</title>');
    writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
    server = await createTestServer('sqlite', { MARGINALIA_STATIC_DIR: dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for deep links (SPA fallback)', async () => {
    for (const path of ['/', '/dataset/5f0b7bb2-52f6-4b1a-a3b4-7e4a2b0a1e2f/annotation-mode', '/sign-in']) {
      const res = await server.request('GET', path, { as: null });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.body).toBe('<!doctype html><title>Marginalia</title>');
    }
  });

  it('serves built assets with their content type and a long cache', async () => {
    const res = await server.request('GET', '/assets/app-1234.js', { as: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it('never serves files outside the folder', async () => {
    const res = await server.request('GET', '/..%2f..%2f..%2fetc%2fpasswd', { as: null });
    expect(res.body).toBe('<!doctype html><title>Marginalia</title>');
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const res = await server.request('GET', '/api/v1/unknown', { as: null });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not Found' });
  });
});
