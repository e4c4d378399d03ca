import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { indexNewRecords } from './record-search-index';
import { insertChunked, type DatasetSchema, type RecordRows } from './record-rows';

/**
 * Inserts new records with their responses, suggestions and vectors, and indexes them for search. Every path that
 * creates records (bulk create, upsert, hub import) goes through here, so none can forget the index. Call inside
 * the transaction that creates them.
 */
export async function insertNewRecords(
  trx: Kysely<Database>,
  rows: readonly RecordRows[],
  schema: Pick<DatasetSchema, 'fieldTypes'>,
): Promise<void> {
  await insertChunked(trx, 'records', rows.map((r) => r.record));
  await insertChunked(trx, 'responses', rows.flatMap((r) => r.responses));
  await insertChunked(trx, 'suggestions', rows.flatMap((r) => r.suggestions));
  await insertChunked(trx, 'vectors', rows.flatMap((r) => r.vectors));
  await indexNewRecords(trx, rows.map((r) => r.record), schema.fieldTypes);
}
