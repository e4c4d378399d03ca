import type { WireFieldSettings, WireMetadataSettings, WireQuestionSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJsonRequired } from '../db/json-column';
import type {
  Database,
  FieldsTable,
  MetadataPropertiesTable,
  QuestionsTable,
  VectorsSettingsTable,
} from '../db/schema';

/**
 * The row layer of a dataset's child tables (fields, questions, metadata properties, vector settings): the
 * reads and the deletion every resource shares, and the decoding of their `settings` JSON column, done here and
 * nowhere else. It sits in `datasets/` because the dataset schema (`dataset-schema.ts`) reads all four, and the
 * children's folders sit above `datasets/`; each child's folder writes its own rows (`fields/field-rows.ts`, …).
 */

/** The child tables a dataset holds directly. */
export type SettingsTable = 'fields' | 'questions' | 'metadata_properties' | 'vectors_settings';

/** The child tables reached by id: a dataset's own, and records and the suggestions below them. */
export type ChildTable = SettingsTable | 'records' | 'suggestions';

/** A row of a child table by id, if any. */
export async function childRowById<T extends ChildTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<Database[T] | undefined> {
  // One generic query for every child table: kysely cannot narrow a union of table names.
  const row = await db
    .selectFrom(table as 'fields')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as unknown as Database[T] | undefined;
}

/** The dataset a record belongs to, if the record exists. */
export async function datasetIdOfRecord(db: Kysely<Database>, recordId: string): Promise<string | undefined> {
  const record = await db
    .selectFrom('records')
    .select('dataset_id')
    .where('id', '=', recordId)
    .executeTakeFirst();
  return record?.dataset_id;
}

/** The rows of a child table for one dataset, in creation order (no authorization). */
export async function childrenOfDataset<T extends SettingsTable>(
  db: Kysely<Database>,
  table: T,
  datasetId: string,
): Promise<Database[T][]> {
  const rows = await db
    .selectFrom(table as 'fields')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
  return rows as unknown as Database[T][];
}

/** Whether the dataset already has a child of that name in `table`. */
export async function childNameTaken(
  db: Kysely<Database>,
  table: SettingsTable,
  datasetId: string,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table as 'fields')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a dataset child by id (its dependent rows cascade). */
export async function deleteChildRow(db: Kysely<Database>, table: SettingsTable, id: string): Promise<void> {
  await db
    .deleteFrom(table as 'fields')
    .where('id', '=', id)
    .execute();
}

/** The id of one field of the dataset, if it has any. */
export async function firstFieldId(db: Kysely<Database>, datasetId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('fields')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
  return row?.id;
}

/** The id of one required question of the dataset, if it has any. */
export async function firstRequiredQuestionId(
  db: Kysely<Database>,
  datasetId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('required', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/** The fields of a dataset in creation order (no authorization). */
export function fieldsOfDataset(db: Kysely<Database>, datasetId: string): Promise<FieldsTable[]> {
  return childrenOfDataset(db, 'fields', datasetId);
}

/** The questions of a dataset in creation order (no authorization). */
export function questionsOfDataset(db: Kysely<Database>, datasetId: string): Promise<QuestionsTable[]> {
  return childrenOfDataset(db, 'questions', datasetId);
}

/** The metadata properties of a dataset in creation order (no authorization). */
export function metadataPropertiesOfDataset(
  db: Kysely<Database>,
  datasetId: string,
): Promise<MetadataPropertiesTable[]> {
  return childrenOfDataset(db, 'metadata_properties', datasetId);
}

/** The vector settings of a dataset in creation order (no authorization). */
export function vectorSettingsOfDataset(
  db: Kysely<Database>,
  datasetId: string,
): Promise<VectorsSettingsTable[]> {
  return childrenOfDataset(db, 'vectors_settings', datasetId);
}

/** A question of the dataset by id, if the dataset has it. */
export function questionOfDataset(
  db: Kysely<Database>,
  datasetId: string,
  questionId: string,
): Promise<QuestionsTable | undefined> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', questionId)
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
}

/** A field's stored settings. */
export function fieldSettingsOf(row: Pick<FieldsTable, 'settings'>): WireFieldSettings {
  return fromJsonRequired<WireFieldSettings>(row.settings);
}

/** A question's stored settings. */
export function questionSettingsOf(row: Pick<QuestionsTable, 'settings'>): WireQuestionSettings {
  return fromJsonRequired<WireQuestionSettings>(row.settings);
}

/** A metadata property's stored settings. */
export function metadataSettingsOf(row: Pick<MetadataPropertiesTable, 'settings'>): WireMetadataSettings {
  return fromJsonRequired<WireMetadataSettings>(row.settings);
}

/** The `type` of a child's stored settings (field, question or metadata property). */
export function settingsTypeOf(row: { settings: string }): string {
  return fromJsonRequired<{ type: string }>(row.settings).type;
}
