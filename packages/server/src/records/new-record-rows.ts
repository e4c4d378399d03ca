import type { RecordCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId, randomShuffleKey } from '../common/ids';
import { toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, RecordsTable, ResponsesTable, SuggestionsTable, VectorsTable } from '../db/schema';
import type { DatasetSchema } from '../datasets/dataset-schema';
import { insertRowsWrite } from '../db/insert-rows';
import { WritePipeline } from '../db/write-pipeline';
import { addHistory, type HistoryLog } from '../history/history-log';
import { newRecordsHistory, type RecordChangeAuthor } from './record-history';
import { newRecordStatus } from '../datasets/record-status-rows';
import { vectorColumns } from '../db/vector-values';
import { addNewRecordsIndex, searchVectorColumn, type RecordSearchVectorColumn } from './record-search-index';
import { searchFacetsColumn, type RecordSearchFacetsColumn } from './record-search-facets';

/**
 * The rows a new record is written as (with its responses, suggestions and vectors) and their insert: every
 * path that creates records (bulk create, upsert, hub import) goes through `insertNewRecords`.
 */

/** Rows to insert for one record. */
export interface RecordRows {
  record: RecordsTable & RecordSearchVectorColumn & RecordSearchFacetsColumn;
  responses: ResponsesTable[];
  suggestions: SuggestionsTable[];
  vectors: VectorsTable[];
}

/** Fresh (strictly increasing) timestamps per row keep request order when rows are read back. */
export function stamp(): { inserted_at: string; updated_at: string } {
  const now = nowTimestamp();
  return { inserted_at: now, updated_at: now };
}

/** Rows of a new record (or, with `recordId`, of the relationships of an existing one). */
export function recordRows(
  item: RecordCreateParsed,
  schema: DatasetSchema,
  recordId: string = newId(),
): RecordRows {
  const now = nowTimestamp();
  const metadata = item.metadata ? toJson(item.metadata) : null;
  // The dialect's columns are spread last: V8 builds an object literal that adds properties after a spread some 50
  // times slower (~10 µs a record here, 4 % of the server's CPU on the SDK's `records.log()`).
  const record: RecordsTable & RecordSearchVectorColumn & RecordSearchFacetsColumn = {
    id: recordId,
    dataset_id: schema.dataset.id,
    external_id: item.external_id,
    fields: toJson(item.fields),
    metadata,
    status: newRecordStatus(item.responses, schema.minSubmitted),
    shuffle_key: randomShuffleKey(),
    inserted_at: now,
    updated_at: now,
    ...searchVectorColumn(schema.dialect, item.fields, schema.fieldTypes),
    ...searchFacetsColumn(schema.dialect, metadata),
  };
  return {
    record,
    responses: item.responses.map((r) => ({
      id: newId(),
      record_id: record.id,
      user_id: r.user_id,
      values: r.values ? toJson(r.values) : null,
      status: r.status,
      ...stamp(),
    })),
    suggestions: item.suggestions.map((s) => ({
      id: newId(),
      record_id: record.id,
      question_id: s.question_id,
      value: toJson(s.value),
      score: s.score === null ? null : toJson(s.score),
      agent: s.agent,
      type: s.type,
      ...stamp(),
    })),
    vectors: Object.entries(item.vectors).map(([name, value]) => ({
      id: newId(),
      record_id: record.id,
      vector_settings_id: (schema.vectorSettings.find((v) => v.name === name) as { id: string }).id,
      ...vectorColumns(schema.dialect, value),
      ...stamp(),
    })),
  };
}

/**
 * Inserts new records with their responses, suggestions and vectors, indexes them for search and appends their
 * history (to `history.log`, as `history.author`'s), as writes of one `WritePipeline` of the transaction that creates
 * them: each laid out while the one before it runs (PostgreSQL). Every path that creates records (bulk create,
 * upsert, hub import) goes through here, so none can forget the index or the history.
 */
export async function insertNewRecords(
  trx: Kysely<Database>,
  rows: readonly RecordRows[],
  schema: Pick<DatasetSchema, 'fieldTypes'>,
  history: { log: HistoryLog; author: RecordChangeAuthor },
): Promise<void> {
  const pipeline = new WritePipeline(trx);
  const add = <T extends 'records' | 'responses' | 'suggestions' | 'vectors'>(
    table: T,
    tableRows: () => readonly Database[T][],
  ) => pipeline.add(() => insertRowsWrite(trx, table, tableRows()));
  await add('records', () => rows.map((r) => r.record));
  await add('responses', () => rows.flatMap((r) => r.responses));
  await add('suggestions', () => rows.flatMap((r) => r.suggestions));
  await add('vectors', () => rows.flatMap((r) => r.vectors));
  await addNewRecordsIndex(
    pipeline,
    trx,
    rows.map((r) => r.record),
    schema.fieldTypes,
  );
  await addHistory(pipeline, trx, history.log, () => newRecordsHistory(history.author, rows));
  await pipeline.finish();
}
