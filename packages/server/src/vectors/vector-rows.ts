import type { Kysely } from 'kysely';
import type { Database, VectorsTable } from '../db/schema';
import { insertRows, type OnConflictUpdate } from '../db/insert-rows';

/**
 * The `vectors` table's multi-row write. Values are encoded by `db/vector-values.ts` (`vectorColumns`) before they
 * get here.
 */

/** A vector row replacing its record's for the setting: all but the key, as a new row. */
const VECTOR_REPLACED: OnConflictUpdate = {
  columns: ['record_id', 'vector_settings_id'],
  update: ['id', 'value', 'norm', 'inserted_at', 'updated_at'],
};

/**
 * Writes vectors, many per statement: a record's vector for a setting replaces the one it had for that setting as
 * a new row (new id and timestamps, as a delete and an insert would leave it; on SQLite the revision triggers
 * move, on PostgreSQL the pgvector trigger recomputes the embedding). Each (record, setting) may appear once per
 * call.
 */
export async function replaceVectorRows(db: Kysely<Database>, rows: readonly VectorsTable[]): Promise<void> {
  await insertRows(db, 'vectors', rows, VECTOR_REPLACED);
}
