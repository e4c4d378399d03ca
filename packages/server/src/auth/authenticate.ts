import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import type { Database } from '../db/schema';
import { UnauthorizedError } from '../errors/api-errors';
import type { AppEnv, UserRow } from '../http/app-env';
import type { VerifiedTokens } from './verified-tokens';

/** Header the Python SDK authenticates with. */
export const API_KEY_HEADER = 'X-Argilla-Api-Key';

/**
 * The user of an API key or a username: every authenticated request runs one of these, built once (not prepared on
 * PostgreSQL: a `select *`).
 */
const usersBy = {
  api_key: cachedStatement(
    ['value'],
    (db, p: { value: string }) => db.selectFrom('users').selectAll().where('api_key', '=', p.value),
    { prepare: false },
  ),
  username: cachedStatement(
    ['value'],
    (db, p: { value: string }) => db.selectFrom('users').selectAll().where('username', '=', p.value),
    { prepare: false },
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
