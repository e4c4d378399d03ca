import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, type TestServer } from '../testing/test-server';
import { SlidingWindowLimiter } from '../auth/rate-limiter';

describe('SlidingWindowLimiter', () => {
  it('allows `limit` events per window, then blocks until the oldest leaves it', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.check('k').allowed).toBe(true);
      limiter.record('k');
      now += 1000;
    }
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.check('other').allowed).toBe(true);
    now = 60_001;
    expect(limiter.check('k').allowed).toBe(true);
    limiter.reset('k');
    expect(limiter.check('k').allowed).toBe(true);
  });
});

describe('POST /token rate limit', () => {
  let server: TestServer;
  let now = 1_000_000;
  let login: (username: string, password: string) => Promise<Response>;
  beforeAll(async () => {
    server = await createTestServer('sqlite', {
      MARGINALIA_TOKEN_RATE_LIMIT: '10',
      MARGINALIA_TOKEN_RATE_LIMIT_WINDOW: '60',
    });
    const app = createApp({
      db: server.db,
      config: server.config,
      logger: { error: () => undefined },
      now: () => now,
    });
    login = async (username, password) =>
      app.request('/api/v1/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
      });
  });
  afterAll(async () => server?.close());

  it('answers 429 after 10 failed attempts per client and username, even for the right password', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('owner', 'wrong-password')).status).toBe(401);
    const blocked = await login('owner', '12345678');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ detail: 'Please wait a few seconds before trying again' });
    expect(blocked.headers.get('Retry-After')).toBe('60');
    // Another username from the same client is not blocked by owner's failures.
    expect((await login('someone-else', 'x')).status).toBe(401);
  });

  it('lets the client in again once the window has passed, and a success clears the failures', async () => {
    now += 61_000;
    expect((await login('owner', '12345678')).status).toBe(201);
    for (let i = 0; i < 9; i += 1) expect((await login('owner', 'wrong-password')).status).toBe(401);
    expect((await login('owner', '12345678')).status).toBe(201);
    expect((await login('owner', 'wrong-password')).status).toBe(401);
  });

  it('limits one client to ten times as many failures across usernames', async () => {
    now += 61_000;
    let status = 0;
    for (let i = 0; i < 100; i += 1) status = (await login(`spray-${i}`, 'x')).status;
    expect(status).toBe(401);
    expect((await login('spray-final', 'x')).status).toBe(429);
  });
});
