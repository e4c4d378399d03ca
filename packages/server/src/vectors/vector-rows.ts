import type { Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database, VectorsTable } from '../db/schema';
import { statementChunks } from '../db/statement-chunks';

/**
 * The `vectors` table's multi-row write. Values are encoded by `db/vector-values.ts` (`vectorColumns`) before they
 * get here.
 */

/**
 * Writes vectors, many per statement: a record's vector for a setting replaces the one it had for that setting as
 * a new row (new id and timestamps, as a delete and an insert would leave it; on SQLite the revision triggers
 * move, on PostgreSQL the pgvector trigger recomputes the embedding). Each (record, setting) may appear once per
 * call.
 */
export async function replaceVectorRows(db: Kysely<Database>, rows: readonly VectorsTable[]): Promise<void> {
  for (const chunk of statementChunks(dialectOf(db), rows, 7)) {
    await db
      .insertInto('vectors')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['record_id', 'vector_settings_id']).doUpdateSet((eb) => ({
          id: eb.ref('excluded.id'),
          value: eb.ref('excluded.value'),
          norm: eb.ref('excluded.norm'),
          inserted_at: eb.ref('excluded.inserted_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}
