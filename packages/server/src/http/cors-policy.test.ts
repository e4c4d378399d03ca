import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { corsPolicy } from './cors-policy';

function appWith(origins: string[]) {
  const app = new Hono();
  app.use('*', corsPolicy(origins));
  app.all('/api/v1/me', (c) => c.json({ ok: true }));
  return app;
}

const preflight = (app: Hono, origin: string, method: string, headers: string) =>
  app.request('/api/v1/me', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });

describe('corsPolicy', () => {
  it('answers any origin with a literal * and never allows credentials by default', async () => {
    const res = await appWith(['*']).request('/api/v1/me', { headers: { Origin: 'https://portal.example.org' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('preflights every method and the headers the elements send', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await preflight(appWith(['*']), 'https://portal.example.org', method, 'authorization,x-argilla-api-key,content-type');
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Methods')).toContain(method);
      const allowed = res.headers.get('Access-Control-Allow-Headers')?.toLowerCase() ?? '';
      for (const header of ['authorization', 'x-argilla-api-key', 'content-type']) expect(allowed).toContain(header);
      expect(res.headers.get('Access-Control-Max-Age')).toBe('600');
    }
  });

  it('with a list, echoes a listed origin with Vary: Origin and refuses any other', async () => {
    const app = appWith(['https://portal.example.org', 'http://127.0.0.1:7041']);
    const listed = await app.request('/api/v1/me', { headers: { Origin: 'http://127.0.0.1:7041' } });
    expect(listed.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:7041');
    expect(listed.headers.get('Vary')).toContain('Origin');
    const unlisted = await app.request('/api/v1/me', { headers: { Origin: 'http://localhost:7041' } });
    expect(unlisted.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(unlisted.headers.get('Vary')).toContain('Origin');
    const refusedPreflight = await preflight(app, 'https://evil.example', 'POST', 'x-argilla-api-key');
    expect(refusedPreflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
