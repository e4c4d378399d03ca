import type { WireFieldValue } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import { fromJson, fromJsonRequired } from '../db/json-column';
import type { Database, RecordsTable } from '../db/schema';
import { insertRows } from '../db/insert-rows';
import { statementChunks } from '../db/statement-chunks';
import { cachedStatement } from '../db/cached-statement';
import { inTextArray } from '../db/unnest-rows';

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
 * PostgreSQL: the records with these ids, locked in id order; one statement with one parameter for any number of ids
 * (built once, not prepared: a prepared `select *` fails once a migration adds a column, `cached-statement.ts`).
 */
const lockedRecordsStatement = cachedStatement(
  ['ids'],
  (db, p: { ids: readonly string[] }) =>
    db.selectFrom('records').selectAll().where(inTextArray('id', p.ids)).orderBy('id').forUpdate(),
  { prepare: false },
);

/**
 * The records with these ids as stored now, read inside the caller's transaction: on PostgreSQL each row is locked
 * (`FOR UPDATE`, in id order so two batches lock alike) until the transaction ends; SQLite's single connection
 * already keeps every other writer of this process out of it.
 */
export async function lockedRecordRows(
  trx: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, RecordsTable>> {
  const rows = new Map<string, RecordsTable>();
  if (ids.length === 0) return rows;
  if (dialectOf(trx) === 'postgres') {
    for (const row of (await lockedRecordsStatement.execute(trx, { ids })).rows) rows.set(row.id, row);
    return rows;
  }
  for (const chunk of statementChunks('sqlite', [...new Set(ids)], 1))
    for (const row of await trx.selectFrom('records').selectAll().where('id', 'in', chunk).orderBy('id').execute())
      rows.set(row.id, row);
  return rows;
}

/** The words of a matched record on PostgreSQL: the row's new ones, else those it has. */
const MATCHED_WORDS = { search_tsv: 'coalesce(excluded.search_tsv, records.search_tsv)' };

/**
 * Writes the new `fields`, `metadata` and `updated_at` (and, on PostgreSQL, `search_tsv` when the row carries one, and
 * `search_facets`, which every row carries there) of existing records, many per statement: an insert of whole rows
 * that always conflicts on `id`, so only the updated columns change. Each record may appear once per call.
 */
export async function updateMatchedRecordRows(
  db: Kysely<Database>,
  rows: readonly (RecordsTable & { search_tsv?: unknown; search_facets?: string })[],
): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await insertRows(db, 'records', rows as readonly RecordsTable[], {
    columns: ['id'],
    update: postgres ? ['fields', 'metadata', 'updated_at', 'search_facets'] : ['fields', 'metadata', 'updated_at'],
    // A record sent without fields keeps its words (its row carries no new ones).
    ...(postgres ? { set: MATCHED_WORDS } : {}),
  });
}
