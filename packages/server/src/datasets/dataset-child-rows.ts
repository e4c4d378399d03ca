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
import { childrenOfDataset } from './dataset-children';

/**
 * The row layer of a dataset's child tables (fields, questions, metadata properties, vector settings): the
 * reads every resource shares, and the decoding of their `settings` JSON column, done here and nowhere else.
 * It sits in `datasets/` because the dataset schema (`dataset-schema.ts`) reads all four, and the children's
 * folders sit above `datasets/`.
 */

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
