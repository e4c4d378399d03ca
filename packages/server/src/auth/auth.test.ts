import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { API_KEY_HEADER, resolveUser } from './authenticate';
import { VerifiedTokens } from './verified-tokens';

const UNAUTHORIZED = {
  detail: {
    code: 'argilla.api.errors::UnauthorizedError',
    params: { detail: 'Could not validate credentials' },
  },
};
const INVALID_TOKEN = {
  detail: { code: 'argilla.api.errors::UnauthorizedError', params: { detail: 'Invalid token' } },
};

describe.each(testDialects())('authentication (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('issues a bearer token for valid form credentials (201) that authenticates /me', async () => {
    const res = await server.request('POST', '/api/v1/token', {
      form: { username: 'owner', password: '12345678' },
      as: null,
    });
    expect(res.status).toBe(201);
    expect(res.body.token_type).toBe('bearer');
    const me = await server.request('GET', '/api/v1/me', { as: { token: res.body.access_token } });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('owner');
    expect(me.body.role).toBe('owner');
  });

  it('puts identity, name, username, role and exp claims into the token', async () => {
    const res = await server.request('POST', '/api/v1/token', {
      form: { username: 'owner', password: '12345678' },
      as: null,
    });
    const payload = JSON.parse(
      Buffer.from(res.body.access_token.split('.')[1], 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({
      identity: server.owner.user.id,
      name: 'Owner',
      username: 'owner',
      role: 'owner',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(payload['exp']).toBeGreaterThanOrEqual(now + 86400 - 5);
    expect(payload['exp']).toBeLessThanOrEqual(now + 86400 + 5);
  });

  it('refuses a wrong password or unknown user with 401 shape B', async () => {
    const wrong = await server.request('POST', '/api/v1/token', {
      form: { username: 'owner', password: 'nope-nope' },
      as: null,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(UNAUTHORIZED);
    const unknown = await server.request('POST', '/api/v1/token', {
      form: { username: 'ghost', password: '12345678' },
      as: null,
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 422 with loc body.username when a form field is missing', async () => {
    const res = await server.request('POST', '/api/v1/token', { form: { password: '12345678' }, as: null });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: {
        code: 'argilla.api.errors::ValidationError',
        params: { errors: [{ type: 'missing', loc: ['body', 'username'], msg: 'Field required' }] },
      },
    });
  });

  it('accepts the API key header and rejects anonymous or unknown keys', async () => {
    expect((await server.request('GET', '/api/v1/me')).status).toBe(200);
    const anonymous = await server.request('GET', '/api/v1/me', { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHORIZED);
    const unknown = await server.request('GET', '/api/v1/me', {
      as: { user: server.owner.user, apiKey: 'not-a-key' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(UNAUTHORIZED);
  });

  it('resolves an API key to every column of its user, through a statement PostgreSQL prepares once', async () => {
    const owner = server.owner.user;
    const headers = new Headers({ [API_KEY_HEADER]: owner.api_key });
    const { user, prepared } = await server.db.transaction().execute(async (trx) => {
      // One transaction: one connection, whose prepared statements the view lists.
      const user = await resolveUser(trx, headers, 'unused', new VerifiedTokens());
      const prepared =
        dialect === 'postgres'
          ? (
              await sql<{ name: string }>`
                select name from pg_prepared_statements
                where statement like '%from "users" where "api_key" = $1%'`.execute(trx)
            ).rows
          : [];
      return { user, prepared };
    });
    const row = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual(row);
    if (dialect === 'postgres')
      expect(prepared.map((p) => p.name)).toEqual([expect.stringMatching(/^mg_cached_\d+$/)]);
  });

  it('rejects an expired token and a token signed with another key as "Invalid token"', async () => {
    const claims = { identity: server.owner.user.id, name: 'Owner', username: 'owner', role: 'owner' };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode('test-secret-key'));
    const res = await server.request('GET', '/api/v1/me', { as: { token: expired } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_TOKEN);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 100)
      .sign(new TextEncoder().encode('another-key'));
    expect((await server.request('GET', '/api/v1/me', { as: { token: forged } })).body).toEqual(
      INVALID_TOKEN,
    );
  });

  it('stores passwords hashed, never as plain text, and api keys of 107 url-safe characters', async () => {
    const created = await server.request('POST', '/api/v1/users', {
      json: { username: 'hashcheck', password: 'secret-password', first_name: 'Hash' },
    });
    expect(created.status).toBe(201);
    const row = await server.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'hashcheck')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe('secret-password');
    expect(row.password_hash).not.toContain('secret-password');
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(created.body.api_key).toMatch(/^[A-Za-z0-9_-]{107}$/);
    const login = await server.request('POST', '/api/v1/token', {
      form: { username: 'hashcheck', password: 'secret-password' },
      as: null,
    });
    expect(login.status).toBe(201);
  });
});
