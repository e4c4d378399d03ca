import type { UserCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generateApiKey } from '../auth/api-key';
import { hashPassword } from '../auth/password';
import { assertOwner } from '../auth/permissions';
import { ConflictError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import {
  allUsers,
  deleteUserRow,
  insertUserRow,
  userById,
  usernameTaken,
} from './user-rows';

/** Inserts a user without an authorization check (bootstrap and seed of the owner go through here). */
export async function insertUser(
  db: Kysely<Database>,
  input: UserCreateParsed,
  apiKey: string = generateApiKey(),
): Promise<UserRow> {
  if (await usernameTaken(db, input.username)) {
    throw new ConflictError(`User username \`${input.username}\` is not unique`);
  }
  return insertUserRow(db, {
    first_name: input.first_name,
    last_name: input.last_name ?? null,
    username: input.username,
    role: input.role,
    api_key: apiKey,
    password_hash: await hashPassword(input.password),
  });
}

/** `POST /users`: owner only; 409 on a duplicate username. */
export async function createUser(
  db: Kysely<Database>,
  actor: UserRow,
  input: UserCreateParsed,
): Promise<UserRow> {
  assertOwner(actor);
  return insertUser(db, input);
}

/** `GET /users`: owner only, ordered by creation. */
export async function listUsers(db: Kysely<Database>, actor: UserRow): Promise<UserRow[]> {
  assertOwner(actor);
  return allUsers(db);
}

/** Loads a user or throws 404 ``User with id `…` not found``. */
export async function getUserOrThrow(db: Kysely<Database>, userId: string): Promise<UserRow> {
  const user = await userById(db, userId);
  if (!user) throw NotFoundError.byId('User', userId);
  return user;
}

/** `GET /users/{id}`: owner only. */
export async function getUser(db: Kysely<Database>, actor: UserRow, userId: string): Promise<UserRow> {
  assertOwner(actor);
  return getUserOrThrow(db, userId);
}

/** `DELETE /users/{id}`: owner only; memberships and responses go with the user (FK cascade). */
export async function deleteUser(db: Kysely<Database>, actor: UserRow, userId: string): Promise<UserRow> {
  assertOwner(actor);
  const user = await getUserOrThrow(db, userId);
  await deleteUserRow(db, userId);
  return user;
}
