import { userCreateSchema } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/server-config';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { UserRow } from '../http/app-env';
import { findUserByUsername } from '../users/user-rows';
import { insertUser } from '../users/users-service';

/**
 * Creates the configured owner on first start (with the configured API key) and returns it; an
 * existing user with that username is kept as it is, so restarts never reset a changed password.
 */
export async function ensureOwner(db: Kysely<Database>, owner: ServerConfig['owner']): Promise<UserRow> {
  const existing = await findUserByUsername(db, owner.username);
  if (existing) return existing;
  const input = userCreateSchema.parse({
    username: owner.username,
    password: owner.password,
    first_name: 'Owner',
    role: 'owner',
  });
  try {
    return await insertUser(db, input, owner.apiKey);
  } catch (error) {
    // Another server process starting on the same database created it first.
    const created = isUniqueViolation(error) ? await findUserByUsername(db, owner.username) : undefined;
    if (!created) throw error;
    return created;
  }
}
