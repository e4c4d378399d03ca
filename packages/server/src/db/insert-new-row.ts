import type { InsertObject, Kysely } from 'kysely';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import type { Database } from './schema';

/** Tables whose rows carry a generated string id and the two timestamps. */
export type StampedTable = {
  [T in keyof Database]: Database[T] extends { id: string; inserted_at: string; updated_at: string }
    ? T
    : never;
}[keyof Database];

/** A row of `T` without what {@link insertNewRow} stamps. */
export type NewRow<T extends StampedTable> = Omit<Database[T], 'id' | 'inserted_at' | 'updated_at'>;

/**
 * Inserts a row with a new id, `inserted_at` and `updated_at` set to `now`, and returns it as stored.
 * `now` is passed when another column (a dataset's `last_activity_at`) must carry the same instant.
 */
export async function insertNewRow<T extends StampedTable>(
  db: Kysely<Database>,
  table: T,
  values: NewRow<T>,
  now: string = nowTimestamp(),
): Promise<Database[T]> {
  const row = { id: newId(), ...values, inserted_at: now, updated_at: now } as Database[T];
  // Kysely cannot relate a generic table name to its insert type; the row is exactly that table's row.
  await db
    .insertInto(table)
    .values(row as unknown as InsertObject<Database, T>)
    .execute();
  return row;
}
