import type { WireResponseValues } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJson } from '../db/json-column';
import type { Database, ResponsesTable } from '../db/schema';

/**
 * The `responses` table's row layer: the reads and writes of one response and the decoding of its `values`
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
