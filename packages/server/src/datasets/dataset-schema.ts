import type { WireFieldSettings, WireMetadataSettings, WireQuestionSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { dialectOf, type DialectName } from '../db/database';
import { datasetDistribution } from './dataset-rows';
import { fromBooleanColumn } from '../db/json-column';
import type { Database, DatasetsTable, VectorsSettingsTable } from '../db/schema';
import {
  fieldSettingsOf,
  fieldsOfDataset,
  metadataPropertiesOfDataset,
  metadataSettingsOf,
  questionSettingsOf,
  questionsOfDataset,
  vectorSettingsOfDataset,
} from './dataset-child-rows';

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
  return (await metadataPropertiesOfDataset(db, datasetId)).map((p) => ({
    name: p.name,
    settings: metadataSettingsOf(p),
  }));
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
 * row layer (`dataset-child-rows.ts`), each settings column decoded once.
 */
export async function loadDatasetSchema(
  db: Kysely<Database>,
  dataset: DatasetsTable,
  items: readonly { responses: readonly { user_id: string }[] }[],
): Promise<DatasetSchema> {
  const userIds = [...new Set(items.flatMap((i) => i.responses.map((r) => r.user_id)))];
  const users =
    userIds.length > 0 ? await db.selectFrom('users').select('id').where('id', 'in', userIds).execute() : [];
  const fields = (await fieldsOfDataset(db, dataset.id)).map((f) => ({
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
    questions: (await questionsOfDataset(db, dataset.id)).map((q) => ({
      id: q.id,
      name: q.name,
      required: fromBooleanColumn(q.required),
      settings: questionSettingsOf(q),
    })),
    metadataProperties: await schemaMetadataPropertiesOf(db, dataset.id),
    vectorSettings: await vectorSettingsOfDataset(db, dataset.id),
    userIds: new Set(users.map((u) => u.id)),
  };
}
