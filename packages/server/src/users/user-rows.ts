import type { Kysely } from 'kysely';
import { insertNewRow, type NewRow } from '../db/insert-new-row';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';

/** The `users` table's row layer: the SQL the users code runs, with no rule and no authorization. */

/** A user by id, if any. */
export function userById(db: Kysely<Database>, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Finds a user by username (sign-in). */
export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Whether a user has that username. */
export async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

/** Every user, by creation. */
export function allUsers(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('inserted_at').orderBy('id').execute();
}

/** Inserts a user row (the password already hashed) and returns it as stored. */
export function insertUserRow(db: Kysely<Database>, values: NewRow<'users'>): Promise<UserRow> {
  return insertNewRow(db, 'users', values);
}

/** Deletes a user; memberships and responses go with it (foreign keys cascade). */
export async function deleteUserRow(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Ids of the datasets in which a user has responses (their statuses change when the user goes). */
export async function datasetsAnsweredBy(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .select('records.dataset_id')
    .distinct()
    .where('responses.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.dataset_id);
}
