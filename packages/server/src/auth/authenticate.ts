import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import type { Database } from '../db/schema';
import { UnauthorizedError } from '../errors/api-errors';
import type { AppEnv, UserRow } from '../http/app-env';
import type { VerifiedTokens } from './verified-tokens';

/** Header the Python SDK authenticates with. */
export const API_KEY_HEADER = 'X-Argilla-Api-Key';

/** Every column of a user, named: a prepared statement's result type stays fixed when a migration adds a column. */
const USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'username',
  'role',
  'api_key',
  'password_hash',
  'inserted_at',
  'updated_at',
] as const satisfies readonly (keyof UserRow)[];

/**
 * The user of an API key or a username: every authenticated request runs one of these, built once and prepared on
 * PostgreSQL (a `select *` could not be: see `cachedStatement`), so each connection parses and plans it once
 * instead of on every request.
 */
const usersBy = {
  api_key: cachedStatement(['value'], (db, p: { value: string }) =>
    db.selectFrom('users').select(USER_COLUMNS).where('api_key', '=', p.value),
  ),
  username: cachedStatement(['value'], (db, p: { value: string }) =>
    db.selectFrom('users').select(USER_COLUMNS).where('username', '=', p.value),
  ),
};

async function userBy(
  db: Kysely<Database>,
  column: 'api_key' | 'username',
  value: string,
): Promise<UserRow | undefined> {
  return (await usersBy[column].execute(db, { value })).rows[0];
}

/**
 * Resolves the caller: the API key header first, then `Authorization: Bearer <jwt>`.
 * No credential, unknown key or unknown user → 401 `Could not validate credentials`;
 * a token with a bad signature or past its expiry → 401 `Invalid token`.
 */
export async function resolveUser(
  db: Kysely<Database>,
  headers: Headers,
  secretKey: string,
  tokens: VerifiedTokens,
): Promise<UserRow> {
  const apiKey = headers.get(API_KEY_HEADER);
  if (apiKey) {
    const user = await userBy(db, 'api_key', apiKey);
    if (user) return user;
  }
  const authorization = headers.get('Authorization');
  const match = authorization ? /^Bearer\s+(.+)$/i.exec(authorization.trim()) : null;
  if (match?.[1]) {
    const username = await tokens.usernameOf(match[1], secretKey);
    if (username === null) throw new UnauthorizedError('Invalid token');
    const user = await userBy(db, 'username', username);
    if (user) return user;
  }
  throw new UnauthorizedError('Could not validate credentials');
}

/** Route middleware that authenticates the request and stores the caller in `c.var.user`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', await resolveUser(c.var.db, c.req.raw.headers, c.var.config.auth.secretKey, c.var.context.verifiedTokens));
  await next();
});
