import type { RecordUpsertParsed, RecordsBulkUpsertParsed } from '@marginalia/core';
import { sql, type Kysely } from 'kysely';
import type { WireRecord } from '@marginalia/core';
import { toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, RecordsTable } from '../db/schema';
import { datasetDistribution } from '../datasets/dataset-rows';
import { getWritableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { reindexRecordMetadata, reindexRecordTexts } from './record-search-index';
import { loadRecordRelations } from './record-relations';
import { loadDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { insertChunked, insertNewRecords, recordRows, type RecordRows } from './new-record-rows';
import { recordFieldsOf } from './record-rows';
import { recordProblem, withStoredAnswers } from './record-validation';
import type { ObjectStore } from '../storage/object-store';
import { assertValidTableResponses } from '../table-answer-checks/table-answer-validation';
import { serializeRecord } from './record-serializer';
import { recomputeRecordStatuses, touchDatasetActivity } from '../datasets/record-status';

/** One upsert item after matching: an existing record to update, or a new one to insert. */
interface PlannedItem {
  item: RecordUpsertParsed;
  existing: RecordsTable | null;
  rows: RecordRows;
}

async function existingRecords(
  db: Kysely<Database>,
  datasetId: string,
  items: readonly RecordUpsertParsed[],
) {
  const externalIds = items.map((i) => i.external_id).filter((v): v is string => v !== null);
  const ids = items.map((i) => i.id).filter((v): v is string => v !== null);
  const byExternalId = new Map<string, RecordsTable>();
  const byId = new Map<string, RecordsTable>();
  if (externalIds.length > 0) {
    const rows = await db
      .selectFrom('records')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .where('external_id', 'in', externalIds)
      .execute();
    for (const row of rows) byExternalId.set(row.external_id as string, row);
  }
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('records')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  return (item: RecordUpsertParsed) =>
    (item.external_id !== null ? byExternalId.get(item.external_id) : undefined) ??
    (item.id !== null ? byId.get(item.id) : undefined) ??
    null;
}

/** Deletes the rows of `table` that belong to the record and whose `column` is one of `values`. */
async function deleteOfRecord(
  db: Kysely<Database>,
  table: 'suggestions' | 'vectors',
  recordId: string,
  column: 'question_id' | 'vector_settings_id',
  values: string[],
): Promise<void> {
  if (values.length === 0) return;
  await db.deleteFrom(table).where('record_id', '=', recordId).where(sql.ref(column), 'in', values).execute();
}

/**
 * Writes a matched record: its fields (replaced when the item carries them, contract §13.5) and metadata
 * (when sent), then its relationships: one suggestion per question, one response per user, one vector per setting.
 * Returns the record as stored now, for the search index.
 */
async function updateExisting(db: Kysely<Database>, planned: PlannedItem): Promise<RecordsTable> {
  const { item, rows } = planned;
  const existing = planned.existing as RecordsTable;
  const recordId = existing.id;
  const changes: Partial<RecordsTable> = { updated_at: nowTimestamp() };
  if (item.fields !== undefined) changes.fields = toJson(item.fields);
  if (item.metadata !== undefined) changes.metadata = item.metadata === null ? null : toJson(item.metadata);
  await db.updateTable('records').set(changes).where('id', '=', recordId).execute();
  // A sent suggestion replaces the record's one for its question; a sent vector, the one for its setting.
  await deleteOfRecord(
    db,
    'suggestions',
    recordId,
    'question_id',
    rows.suggestions.map((s) => s.question_id),
  );
  await deleteOfRecord(
    db,
    'vectors',
    recordId,
    'vector_settings_id',
    rows.vectors.map((v) => v.vector_settings_id),
  );
  for (const response of rows.responses) {
    const updated = await db
      .updateTable('responses')
      .set({ values: response.values, status: response.status, updated_at: response.updated_at })
      .where('record_id', '=', recordId)
      .where('user_id', '=', response.user_id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await db.insertInto('responses').values(response).execute();
  }
  await insertChunked(db, 'suggestions', rows.suggestions);
  await insertChunked(db, 'vectors', rows.vectors);
  return { ...existing, ...changes };
}

/** Re-indexes what changed in matched records: the texts of those whose fields were sent, the metadata likewise. */
async function reindexExisting(
  db: Kysely<Database>,
  updated: readonly { item: RecordUpsertParsed; record: RecordsTable }[],
  schema: DatasetSchema,
): Promise<void> {
  await reindexRecordTexts(
    db,
    updated.filter((u) => u.item.fields !== undefined).map((u) => u.record),
    schema.fieldTypes,
  );
  await reindexRecordMetadata(
    db,
    updated.filter((u) => u.item.metadata !== undefined).map((u) => u.record),
  );
}

/**
 * `PUT /datasets/{id}/records/bulk` (contract §13.5), the SDK's `records.log()`: matches items by
 * `external_id`, then `id`, within the dataset. Matched records get fields and metadata replaced when
 * sent (fields validated as on create, the search index updated) and suggestions/responses/vectors upserted; the others are created (a supplied
 * unknown `id` is not reused). All-or-nothing; statuses recomputed.
 */
export async function upsertRecordsBulk(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: RecordsBulkUpsertParsed,
  storage?: ObjectStore,
): Promise<{ items: WireRecord[]; updated_item_ids: string[] }> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  if (dataset.status !== 'ready')
    throw new UnprocessableEntityError('records cannot be created for a non published dataset');
  const match = await existingRecords(db, datasetId, input.items);
  const schema = await loadDatasetSchema(db, dataset, input.items);

  const items = input.items.map((item) => withStoredAnswers(item, schema));
  const plan: PlannedItem[] = items.map((item, position) => {
    const existing = match(item);
    // Answers and suggestions are checked against the fields the record will have.
    const fields =
      item.fields ?? (existing ? recordFieldsOf(existing) : null);
    if (!fields) {
      throw new UnprocessableEntityError(
        `Record at position ${position} is not valid because fields are required for new records`,
      );
    }
    const write = { ...item, fields, metadata: item.metadata ?? null };
    const problem = recordProblem(write, schema, item.fields !== undefined);
    if (problem)
      throw new UnprocessableEntityError(`Record at position ${position} is not valid because ${problem}`);
    return { item, existing, rows: recordRows(write, schema, existing?.id) };
  });
  await assertValidTableResponses(db, storage, dataset.id, items, schema.questions);

  await db.transaction().execute(async (trx) => {
    const created = plan.filter((p) => p.existing === null).map((p) => p.rows);
    await insertNewRecords(trx, created, schema);
    const updated: { item: RecordUpsertParsed; record: RecordsTable }[] = [];
    for (const planned of plan) {
      if (planned.existing) updated.push({ item: planned.item, record: await updateExisting(trx, planned) });
    }
    await reindexExisting(trx, updated, schema);
    const ids = plan.map((p) => p.existing?.id ?? p.rows.record.id);
    await recomputeRecordStatuses(trx, datasetId, datasetDistribution(dataset).min_submitted, ids);
    await touchDatasetActivity(trx, datasetId);
  });

  const ids = plan.map((p) => p.existing?.id ?? p.rows.record.id);
  const stored = new Map(
    (await db.selectFrom('records').selectAll().where('id', 'in', ids).execute()).map((r) => [r.id, r]),
  );
  const relations = await loadRecordRelations(db, ids, { responses: true, suggestions: true, vectors: true });
  return {
    items: ids.map((id) => serializeRecord(stored.get(id) as RecordsTable, relations.get(id))),
    updated_item_ids: plan.filter((p) => p.existing !== null).map((p) => (p.existing as RecordsTable).id),
  };
}
