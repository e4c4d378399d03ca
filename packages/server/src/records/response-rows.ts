import type { WireResponseValues } from '@marginalia/core';
import type { Kysely, QueryCreator } from 'kysely';
import { fromJson } from '../db/json-column';
import type { Database, ResponsesTable } from '../db/schema';
import { insertRows, kyselyInsertStatement, type OnConflictUpdate } from '../db/insert-rows';

/**
 * The `responses` table's row layer: the reads and writes of one response, the multi-row write of many and the decoding of its `values`
 * column, done here and nowhere else. In `records/` because a record's serializer reads responses too.
 */

/** A response's stored values (null for a discarded response without values). */
export function responseValuesOf(row: Pick<ResponsesTable, 'values'>): WireResponseValues | null {
  return fromJson<WireResponseValues>(row.values);
}

/** The response of one user to one record, if any. */
export function responseOfUser(
  db: Kysely<Database>,
  recordId: string,
  userId: string,
): Promise<ResponsesTable | undefined> {
  return db
    .selectFrom('responses')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One response by id, if any. */
export function responseById(db: Kysely<Database>, responseId: string): Promise<ResponsesTable | undefined> {
  return db.selectFrom('responses').selectAll().where('id', '=', responseId).executeTakeFirst();
}

/** A user's response to a record already answered: its values, status and `updated_at` replace the stored ones. */
const RESPONSE_UPSERTED: OnConflictUpdate = {
  columns: ['record_id', 'user_id'],
  update: ['values', 'status', 'updated_at'],
};

/**
 * Writes responses, many per statement: a user's response to a record is inserted, or, when the user already
 * answered the record, its values, status and `updated_at` replace the stored ones (its id and `inserted_at`
 * stay). Each (record, user) may appear once per call.
 */
export async function upsertResponseRows(
  db: Kysely<Database>,
  rows: readonly ResponsesTable[],
): Promise<void> {
  await insertRows(db, 'responses', rows, RESPONSE_UPSERTED);
}

/** The statement of `upsertResponseRows` for rows that fit one statement, to run inside a larger query. */
export function upsertResponsesStatement(db: QueryCreator<Database>, rows: readonly ResponsesTable[]) {
  return kyselyInsertStatement(db, 'responses', rows, RESPONSE_UPSERTED);
}
