import type { WireFieldSettings, WireMetadataSettings, WireQuestionSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { dialectOf, type DialectName } from '../db/database';
import { datasetDistribution } from './dataset-rows';
import { fromBooleanColumn } from '../db/json-column';
import type { Database, DatasetsTable, MetadataPropertiesTable, VectorsSettingsTable } from '../db/schema';
import {
  fieldSettingsOf,
  metadataPropertiesOfDataset,
  metadataSettingsOf,
  questionSettingsOf,
} from './dataset-child-rows';
import { datasetSettingsRows } from './dataset-settings-rows';

/** A field as record validation needs it (`records/record-fields-validation.ts` `FieldRule`). */
export interface SchemaField {
  name: string;
  required: boolean;
  settings: WireFieldSettings;
}

/** A question as answer validation needs it (`questions/response-values-validation.ts` `QuestionRule`), with its id. */
export interface SchemaQuestion {
  id: string;
  name: string;
  required: boolean;
  settings: WireQuestionSettings;
}

/** A metadata property as metadata validation needs it (`metadata/metadata-value-validation.ts`). */
export interface SchemaMetadataProperty {
  name: string;
  settings: WireMetadataSettings;
}

/** A dataset's metadata properties with their settings decoded, as metadata validation takes them. */
export async function schemaMetadataPropertiesOf(
  db: Kysely<Database>,
  datasetId: string,
): Promise<SchemaMetadataProperty[]> {
  return (await metadataPropertiesOfDataset(db, datasetId)).map(schemaMetadataProperty);
}

/** A metadata property row as metadata validation takes it. */
function schemaMetadataProperty(row: MetadataPropertiesTable): SchemaMetadataProperty {
  return { name: row.name, settings: metadataSettingsOf(row) };
}

/** Everything a record is validated against, loaded once per request. */
export interface DatasetSchema {
  dataset: DatasetsTable;
  fields: SchemaField[];
  questions: SchemaQuestion[];
  metadataProperties: SchemaMetadataProperty[];
  vectorSettings: VectorsSettingsTable[];
  userIds: Set<string>;
  /** How vectors are encoded and texts indexed. */
  dialect: DialectName;
  /** Field name → type, for the full-text index. */
  fieldTypes: Map<string, string>;
  /** Submitted responses that complete a record (the dataset's distribution), for new records' status. */
  minSubmitted: number;
}

/**
 * Loads the dataset settings and the response authors records are validated against, through the child tables'
 * row layer (`dataset-child-rows.ts`; the four tables in one read, `dataset-settings-rows.ts`), each settings column
 * decoded once.
 */
export async function loadDatasetSchema(
  db: Kysely<Database>,
  dataset: DatasetsTable,
  items: readonly { responses: readonly { user_id: string }[] }[],
): Promise<DatasetSchema> {
  const userIds = [...new Set(items.flatMap((i) => i.responses.map((r) => r.user_id)))];
  const users =
    userIds.length > 0 ? await db.selectFrom('users').select('id').where('id', 'in', userIds).execute() : [];
  const settings = await datasetSettingsRows(db, dataset.id);
  const fields = settings.fields.map((f) => ({
    name: f.name,
    required: fromBooleanColumn(f.required),
    settings: fieldSettingsOf(f),
  }));
  return {
    dataset,
    dialect: dialectOf(db),
    fieldTypes: new Map(fields.map((f) => [f.name, f.settings.type])),
    minSubmitted: datasetDistribution(dataset).min_submitted,
    fields,
    questions: settings.questions.map((q) => ({
      id: q.id,
      name: q.name,
      required: fromBooleanColumn(q.required),
      settings: questionSettingsOf(q),
    })),
    metadataProperties: settings.metadataProperties.map(schemaMetadataProperty),
    vectorSettings: settings.vectorSettings,
    userIds: new Set(users.map((u) => u.id)),
  };
}
