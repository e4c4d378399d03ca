import type { WireFieldValue } from '@marginalia/core';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import { fromJson, fromJsonRequired } from '../db/json-column';
import type { Database, RecordsTable } from '../db/schema';
import { statementChunks } from '../db/statement-chunks';

/**
 * The `records` table's row layer: the decoding of a record's JSON columns (`fields`, `metadata`), done here
 * and nowhere else, and the multi-row write of matched records. The rows a new record is written as are
 * `new-record-rows.ts`.
 */

/** A record's stored field values. */
export function recordFieldsOf(row: Pick<RecordsTable, 'fields'>): Record<string, WireFieldValue> {
  return fromJsonRequired<Record<string, WireFieldValue>>(row.fields);
}

/** A record's stored metadata (null when none was set). */
export function recordMetadataOf(row: Pick<RecordsTable, 'metadata'>): Record<string, unknown> | null {
  return fromJson<Record<string, unknown>>(row.metadata);
}

/**
 * Writes the new `fields`, `metadata` and `updated_at` (and, on PostgreSQL, `search_tsv` when the row carries one) of
 * existing records, many per statement: an insert of whole rows that always conflicts on `id`, so only the updated
 * columns change. Each record may appear once per call.
 */
export async function updateMatchedRecordRows(
  db: Kysely<Database>,
  rows: readonly (RecordsTable & { search_tsv?: unknown })[],
): Promise<void> {
  const dialect = dialectOf(db);
  for (const chunk of statementChunks(dialect, rows, 10)) {
    await db
      .insertInto('records')
      .values(chunk as never)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          fields: eb.ref('excluded.fields'),
          metadata: eb.ref('excluded.metadata'),
          updated_at: eb.ref('excluded.updated_at'),
          // A record sent without fields keeps its words (its row carries no new ones).
          ...(dialect === 'postgres'
            ? { search_tsv: sql`coalesce(excluded.search_tsv, records.search_tsv)` }
            : {}),
        })),
      )
      .execute();
  }
}
