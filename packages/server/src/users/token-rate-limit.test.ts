import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { SlidingWindowLimiter } from '../auth/rate-limiter';

describe.each(testDialects())('SlidingWindowLimiter in the database (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('allows `limit` events per window, then blocks until the oldest leaves it', async () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter('test', 3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect((await limiter.check(server.db, 'k')).allowed).toBe(true);
      await limiter.record(server.db, 'k');
      now += 1000;
    }
    expect(await limiter.check(server.db, 'k')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect((await limiter.check(server.db, 'other')).allowed).toBe(true);
    // Another limiter on the same database (another process) sees the same count; another scope does not.
    const elsewhere = new SlidingWindowLimiter('test', 3, 60_000, () => now);
    expect((await elsewhere.check(server.db, 'k')).allowed).toBe(false);
    expect(
      (await new SlidingWindowLimiter('other', 3, 60_000, () => now).check(server.db, 'k')).allowed,
    ).toBe(true);
    now = 1_062_001;
    expect((await limiter.check(server.db, 'k')).allowed).toBe(true);
    await limiter.record(server.db, 'k');
    // Counting prunes every expired event: only the one just counted is left.
    expect(await server.db.selectFrom('sign_in_failures').selectAll().execute()).toHaveLength(1);
    await limiter.reset(server.db, 'k');
    expect(await server.db.selectFrom('sign_in_failures').selectAll().execute()).toHaveLength(0);
  });

  it('stores digests, never the address or the username', async () => {
    const limiter = new SlidingWindowLimiter('user', 3, 60_000);
    await limiter.record(server.db, '203.0.113.9\u0000alice');
    const rows = await server.db.selectFrom('sign_in_failures').select('key').execute();
    expect(rows.map((r) => r.key).join()).not.toMatch(/alice|203\.0/);
    expect(rows[0]!.key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(testDialects())('POST /token rate limit (%s)', (dialect) => {
  let server: TestServer;
  let now = 1_000_000;
  let login: (username: string, password: string) => Promise<Response>;
  let loginElsewhere: (username: string, password: string) => Promise<Response>;
  beforeAll(async () => {
    server = await createTestServer(dialect, {
      MARGINALIA_TOKEN_RATE_LIMIT: '10',
      MARGINALIA_TOKEN_RATE_LIMIT_WINDOW: '60',
    });
    // Two apps on one database: two server processes behind one address.
    const [app, other] = [0, 1].map(() =>
      createApp({
        db: server.db,
        config: server.config,
        logger: { error: () => undefined },
        now: () => now,
      }),
    );
    const signIn = (target: typeof app) => async (username: string, password: string) =>
      target!.request('/api/v1/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
      });
    login = signIn(app);
    loginElsewhere = signIn(other);
  });
  afterAll(async () => server?.close());

  it('counts the failures made through every process sharing the database', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('owner', 'wrong-password')).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await loginElsewhere('owner', 'wrong-password')).status).toBe(401);
    expect((await login('owner', '12345678')).status).toBe(429);
    expect((await loginElsewhere('owner', '12345678')).status).toBe(429);
    now += 61_000;
  });

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
