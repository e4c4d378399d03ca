import { CompiledQuery, sql, type Kysely } from 'kysely';
import { settingsTypeOf } from '../datasets/dataset-child-rows';
import { recordFieldsOf, recordMetadataOf } from './record-rows';
import { dialectOf, type DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { insertRows, insertRowsWrite, insertText } from '../db/insert-rows';
import { WritePipeline, writeNow, type SendWrite } from '../db/write-pipeline';
import { statementChunks } from '../db/statement-chunks';
import { SimpleTsVector, simpleTsVectorSql } from '../db/simple-tsvector';
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

/** Records per `insert … select` that copies their words from `records.search_tsv` (two arrays, any length). */
const COPY_CHUNK = 1000;

/** The `search_tsv` column of a record row being inserted (PostgreSQL only, migration 0006). */
export interface RecordSearchVectorColumn {
  search_tsv?: SimpleTsVector;
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
  return { search_tsv: new SimpleTsVector(text) };
}

/** The field types of a dataset, from its `fields` rows. */
export async function fieldTypesOf(db: Kysely<Database>, datasetId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('fields')
    .select(['name', 'settings'])
    .where('dataset_id', '=', datasetId)
    .execute();
  return new Map(rows.map((r) => [r.name, settingsTypeOf(r)]));
}

/** One searchable text of a record, as `record_texts` keeps it. */
interface RecordText {
  record_id: string;
  dataset_id: string;
  field: string;
  text: string;
}

function recordTexts(records: readonly IndexableRecord[], fieldTypes: FieldTypes): RecordText[] {
  return records.flatMap((record) =>
    searchableTexts(recordFieldsOf(record), fieldTypes).map((t) => ({
      record_id: record.id,
      dataset_id: record.dataset_id,
      ...t,
    })),
  );
}

/** The `record_texts` rows of texts on PostgreSQL: their words parsed from the text as they are written. */
function postgresTextRows(rows: readonly RecordText[]) {
  return rows.map((r) => ({
    record_id: r.record_id,
    dataset_id: r.dataset_id,
    field: r.field,
    tsv: new SimpleTsVector(r.text),
  })) as never[];
}

async function insertPostgresTexts(db: Kysely<Database>, rows: readonly RecordText[]): Promise<void> {
  await insertRows(db, 'record_texts', postgresTextRows(rows));
}

/**
 * PostgreSQL, records just written with their `search_tsv`: a record with a single searchable text already holds
 * its words (with positions) in `records.search_tsv`, the same `to_tsvector` of the same text, so its
 * `record_texts` row copies them instead of parsing the text a second time. Records with several texts are parsed
 * per field. `textCounts` gives each record's number of searchable texts where `rows` are not all of them. Laid out
 * now, sent by the function returned.
 */
async function postgresTextsOfWrittenRecordsWrite(
  db: Kysely<Database>,
  rows: readonly RecordText[],
  textCounts?: ReadonlyMap<string, number>,
): Promise<SendWrite> {
  let perRecord = textCounts;
  if (!perRecord) {
    const counted = new Map<string, number>();
    for (const row of rows) counted.set(row.record_id, (counted.get(row.record_id) ?? 0) + 1);
    perRecord = counted;
  }
  const single = rows.filter((r) => perRecord.get(r.record_id) === 1);
  const copies: CompiledQuery[] = [];
  for (let i = 0; i < single.length; i += COPY_CHUNK) {
    const chunk = single.slice(i, i + COPY_CHUNK);
    copies.push(
      sql`insert into record_texts (record_id, dataset_id, field, tsv)
        select records.id, records.dataset_id, texts.field, records.search_tsv
        from unnest(${chunk.map((r) => r.record_id)}::text[], ${chunk.map((r) => r.field)}::text[])
          as texts(record_id, field)
        join records on records.id = texts.record_id`.compile(db),
    );
  }
  const parsed = await insertRowsWrite(
    db,
    'record_texts',
    postgresTextRows(rows.filter((r) => perRecord.get(r.record_id)! > 1)),
  );
  return async () => {
    for (const copy of copies) await db.executeQuery(copy);
    await parsed?.();
  };
}

async function insertSqliteTexts(db: Kysely<Database>, rows: readonly RecordText[]): Promise<void> {
  // Explicit rowids (inside the caller's write transaction) tie each mapping row to its FTS row.
  const { max } = await db
    .selectFrom('record_texts')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const first = Number(max ?? 0) + 1;
  await insertRows(
    db,
    'record_texts',
    rows.map(({ record_id, dataset_id, field }, i) => ({ id: first + i, record_id, dataset_id, field })),
  );
  // The words under the same rowids, bound into statement texts laid out once per size, as `insertRows` does.
  let id = first;
  for (const chunk of statementChunks('sqlite', rows, FTS_COLUMNS.length)) {
    const parameters: unknown[] = [];
    for (const row of chunk) parameters.push(id++, row.text);
    await db.executeQuery(
      CompiledQuery.raw(insertText('sqlite', 'record_texts_fts', FTS_COLUMNS, chunk.length), parameters),
    );
  }
}

/** The columns of an FTS5 row written with the words of a `record_texts` row. */
const FTS_COLUMNS = ['rowid', 'content'];

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
  const rows = recordTexts(records, fieldTypes);
  if (rows.length === 0) return;
  if (dialectOf(db) === 'postgres') await insertPostgresTexts(db, rows);
  else await insertSqliteTexts(db, rows);
}

/** The metadata rows of records (one per scalar, list items one each). */
function metadataRows(records: readonly IndexableRecord[]) {
  return records.flatMap((record) =>
    metadataIndexValues(recordMetadataOf(record)).map((m) => ({
      record_id: record.id,
      dataset_id: record.dataset_id,
      ...m,
    })),
  );
}

/** Writes the metadata rows of records (one per scalar, list items one each). */
export async function indexRecordMetadata(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
): Promise<void> {
  await insertRows(db, 'record_metadata', metadataRows(records));
}

/**
 * Indexes new records, texts and metadata, as writes of the transaction's `pipeline` that inserts them, added after
 * the records rows (on PostgreSQL with their `search_tsv`, see `searchVectorColumn`).
 */
export async function addNewRecordsIndex(
  pipeline: WritePipeline,
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
  fieldTypes: FieldTypes,
): Promise<void> {
  await pipeline.add(() => {
    const rows = recordTexts(records, fieldTypes);
    if (rows.length === 0) return null;
    if (dialectOf(db) === 'postgres') return postgresTextsOfWrittenRecordsWrite(db, rows);
    return () => insertSqliteTexts(db, rows);
  });
  await pipeline.add(() => insertRowsWrite(db, 'record_metadata', metadataRows(records)));
}

/** `addNewRecordsIndex` on a pipeline of its own, finished: after the records rows, in their transaction. */
export async function indexNewRecords(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
  fieldTypes: FieldTypes,
): Promise<void> {
  const pipeline = new WritePipeline(db);
  await addNewRecordsIndex(pipeline, db, records, fieldTypes);
  await pipeline.finish();
}

/** Drops the full-text rows of the given records, before their texts are indexed again. */
async function deleteRecordTexts(db: Kysely<Database>, records: readonly IndexableRecord[]): Promise<void> {
  await db
    .deleteFrom('record_texts')
    .where(
      'record_id',
      'in',
      records.map((r) => r.id),
    )
    .execute();
}

/** A record's row before and after a rewrite. */
export interface RecordRewrite {
  before: IndexableRecord;
  after: IndexableRecord;
}

/**
 * Replaces the full-text rows of records whose fields were just rewritten, on PostgreSQL together with their
 * `search_tsv` (see `searchVectorColumn`): only the texts that changed. A field whose text is the one indexed keeps
 * its row (the SDK logs records again with most, often all, of their fields as they were), a changed one gets a new
 * row, a text gone loses its row. On PostgreSQL a record's single text is copied from `search_tsv` as for new
 * records.
 */
export async function replaceRecordTexts(
  db: Kysely<Database>,
  rewrites: readonly RecordRewrite[],
  fieldTypes: FieldTypes,
): Promise<void> {
  const dropped: { record_id: string; field: string }[] = [];
  const written: RecordText[] = [];
  const textCounts = new Map<string, number>();
  for (const { before, after } of rewrites) {
    if (before.fields === after.fields) continue;
    const indexed = new Map(
      searchableTexts(recordFieldsOf(before), fieldTypes).map((t) => [t.field, t.text]),
    );
    const texts = searchableTexts(recordFieldsOf(after), fieldTypes);
    textCounts.set(after.id, texts.length);
    for (const { field, text } of texts) {
      const current = indexed.get(field);
      indexed.delete(field);
      if (current === text) continue;
      if (current !== undefined) dropped.push({ record_id: after.id, field });
      written.push({ record_id: after.id, dataset_id: after.dataset_id, field, text });
    }
    for (const field of indexed.keys()) dropped.push({ record_id: after.id, field });
  }
  await deleteTextsOfFields(db, dropped);
  if (written.length === 0) return;
  if (dialectOf(db) === 'postgres')
    await writeNow(postgresTextsOfWrittenRecordsWrite(db, written, textCounts));
  else await insertSqliteTexts(db, written);
}

/** Drops the full-text rows of these fields of these records (SQLite's trigger drops their words with them). */
async function deleteTextsOfFields(
  db: Kysely<Database>,
  texts: readonly { record_id: string; field: string }[],
): Promise<void> {
  // Three parameters a text: its record among the ids (which the index on `record_id` answers), then the pair.
  for (const chunk of statementChunks(dialectOf(db), texts, 3)) {
    await sql`delete from record_texts
      where record_id in (${sql.join([...new Set(chunk.map((t) => t.record_id))])})
      and (record_id, field) in (values ${sql.join(chunk.map((t) => sql`(${t.record_id}, ${t.field})`))})`.execute(
      db,
    );
  }
}

/** Re-indexes the texts of records whose fields changed. */
export async function reindexRecordTexts(
  db: Kysely<Database>,
  records: readonly IndexableRecord[],
  fieldTypes: FieldTypes,
): Promise<void> {
  if (records.length === 0) return;
  await deleteRecordTexts(db, records);
  await indexRecordTexts(db, records, fieldTypes);
  const dialect = dialectOf(db);
  if (dialect !== 'postgres') return;
  for (const record of records) {
    const { search_tsv: words } = searchVectorColumn(dialect, recordFieldsOf(record), fieldTypes);
    await db
      .updateTable('records')
      .set({ search_tsv: simpleTsVectorSql(words as SimpleTsVector) } as never)
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
