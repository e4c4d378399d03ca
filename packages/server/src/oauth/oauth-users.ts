import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { findUserByUsername } from '../users/user-rows';
import { insertUser } from '../users/users-service';
import { insertWorkspace, insertWorkspaceUser } from '../workspaces/workspaces-service';
import { isUserRole, type OAuthConfig } from './oauth-config';
import type { OAuthClaims } from './oauth-provider-client';

async function workspaceIdOf(db: Kysely<Database>, name: string): Promise<string> {
  const existing = await db.selectFrom('workspaces').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  try {
    return (await insertWorkspace(db, name)).id;
  } catch (error) {
    // Two first logins at once may both try to create it.
    if (!(error instanceof ConflictError)) throw error;
    const created = await db
      .selectFrom('workspaces')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return created.id;
  }
}

/**
 * The user of a provider login: the existing one with that username, or a new one (random password, role from
 * the claims or the default, member of the configured workspaces) on the first login.
 *
 * @example
 * const user = await findOrCreateOAuthUser(db, claims, config);
 */
export async function findOrCreateOAuthUser(
  db: Kysely<Database>,
  claims: OAuthClaims,
  config: Pick<OAuthConfig, 'defaultRole' | 'workspaces'>,
): Promise<UserRow> {
  const existing = await findUserByUsername(db, claims.username);
  if (existing) return existing;
  const role = isUserRole(claims.role) ? claims.role : config.defaultRole;
  const user = await insertUser(db, {
    username: claims.username,
    // Nobody signs in with this password: provider users come back through the provider.
    password: randomBytes(24).toString('base64url'),
    first_name: claims.firstName,
    last_name: null,
    role,
  });
  for (const name of config.workspaces) await insertWorkspaceUser(db, await workspaceIdOf(db, name), user.id);
  return user;
}
