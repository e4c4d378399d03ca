import { sql, type Kysely, type RawBuilder } from 'kysely';
import { fromJson, fromJsonRequired } from '../common/json-column';
import { dialectOf, type DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { metadataIndexValues, searchableTexts } from './record-index-values';

/** What indexing needs of a record. */
export interface IndexableRecord {
  id: string;
  dataset_id: string;
  /** JSON text of the fields. */
  fields: string;
  /** JSON text of the metadata, or null. */
  metadata: string | null;
}

/** Field name → field type, per dataset. */
export type FieldTypes = ReadonlyMap<string, string>;

const CHUNK = 200;

/** The `search_tsv` column of a record row being inserted (PostgreSQL only, migration 0006). */
export interface RecordSearchVectorColumn {
  search_tsv?: RawBuilder<unknown>;
}

/**
 * PostgreSQL: all of a record's searchable words as the `records.search_tsv` value, written with the
 * record itself (an update right after the insert would write every new record twice). SQLite: none.
 */
export function searchVectorColumn(
  dialect: DialectName,
  fields: Record<string, unknown>,
  fieldTypes: FieldTypes,
): RecordSearchVectorColumn {
  if (dialect !== 'postgres') return {};
  const text = searchableTexts(fields, fieldTypes)
    .map((t) => t.text)
    .join('\n');
  return { search_tsv: sql`to_tsvector('simple', ${text})` };
}

/** The field types of a dataset, from its `fields` rows. */
export async function fieldTypesOf(db: Kysely<Database>, datasetId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('fields')
    .select(['name', 'settings'])
    .where('dataset_id', '=', datasetId)
    .execute();
  return new Map(rows.map((r) => [r.name, fromJsonRequired<{ type: string }>(r.settings).type]));
}

/**
 * Writes the full-text rows of records. SQLite: a `record_texts` row (whose cascade-delete trigger
 * removes the words again) plus the words in the FTS5 table under the same rowid. PostgreSQL: the
 * words as a `simple`-configuration tsvector (no stemming, like the search engine's standard analyzer).
 */
export async function indexRecordTexts(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
  fieldTypes: FieldTypes,
): Promise<void> {
  const rows = records.flatMap((record) =>
    searchableTexts(fromJsonRequired<Record<string, unknown>>(record.fields), fieldTypes).map((t) => ({
      record_id: record.id,
      dataset_id: record.dataset_id,
      ...t,
    })),
  );
  if (rows.length === 0) return;
  if (dialectOf(db) === 'postgres') {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await db
        .insertInto('record_texts')
        .values(
          rows.slice(i, i + CHUNK).map((r) => ({
            record_id: r.record_id,
            dataset_id: r.dataset_id,
            field: r.field,
            tsv: sql`to_tsvector('simple', ${r.text})`,
          })) as never,
        )
        .execute();
    }
    return;
  }
  // Explicit rowids (inside the caller's write transaction) tie each mapping row to its FTS row.
  const { max } = await db
    .selectFrom('record_texts')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  let next = Number(max ?? 0) + 1;
  const withIds = rows.map((r) => ({ ...r, id: next++ }));
  for (let i = 0; i < withIds.length; i += CHUNK) {
    const chunk = withIds.slice(i, i + CHUNK);
    await db
      .insertInto('record_texts')
      .values(chunk.map(({ id, record_id, dataset_id, field }) => ({ id, record_id, dataset_id, field })))
      .execute();
    await sql`insert into record_texts_fts (rowid, content) values ${sql.join(
      chunk.map((r) => sql`(${r.id}, ${r.text})`),
    )}`.execute(db);
  }
}

/** Writes the metadata rows of records (one per scalar, list items one each). */
export async function indexRecordMetadata(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
): Promise<void> {
  const rows = records.flatMap((record) =>
    metadataIndexValues(fromJson<Record<string, unknown>>(record.metadata)).map((m) => ({
      record_id: record.id,
      dataset_id: record.dataset_id,
      ...m,
    })),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('record_metadata')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** Indexes new records: texts and metadata. Call inside the transaction that inserts them. */
export async function indexNewRecords(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
  fieldTypes: FieldTypes,
): Promise<void> {
  await indexRecordTexts(db, records, fieldTypes);
  await indexRecordMetadata(db, records);
}

/** Re-indexes the texts of records whose fields changed. */
export async function reindexRecordTexts(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
  fieldTypes: FieldTypes,
): Promise<void> {
  if (records.length === 0) return;
  await db
    .deleteFrom('record_texts')
    .where(
      'record_id',
      'in',
      records.map((r) => r.id),
    )
    .execute();
  await indexRecordTexts(db, records, fieldTypes);
  const dialect = dialectOf(db);
  if (dialect !== 'postgres') return;
  for (const record of records) {
    const column = searchVectorColumn(dialect, fromJsonRequired(record.fields), fieldTypes);
    await db
      .updateTable('records')
      .set(column as never)
      .where('id', '=', record.id)
      .execute();
  }
}

/** Re-indexes the metadata of records whose metadata changed. */
export async function reindexRecordMetadata(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db
    .deleteFrom('record_metadata')
    .where(
      'record_id',
      'in',
      records.map((r) => r.id),
    )
    .execute();
  await indexRecordMetadata(db, records);
}
