import { sql, type Kysely } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import { dialectOf } from '../db/database';
import { fromJsonRequired } from '../db/json-column';
import type {
  Database,
  FieldsTable,
  MetadataPropertiesTable,
  QuestionsTable,
  VectorsSettingsTable,
} from '../db/schema';
import {
  fieldsOfDataset,
  metadataPropertiesOfDataset,
  questionsOfDataset,
  vectorSettingsOfDataset,
} from './dataset-child-rows';

/** A dataset's rows of its four settings tables, each in creation order. */
export interface DatasetSettingsRows {
  fields: FieldsTable[];
  questions: QuestionsTable[];
  metadataProperties: MetadataPropertiesTable[];
  vectorSettings: VectorsSettingsTable[];
}

/** One settings table's rows as a JSON array, in creation order (the order `childrenOfDataset` reads). */
const rowsJson = (table: string, datasetId: unknown) =>
  sql<string>`(select coalesce(json_agg(c order by c.inserted_at, c.id), '[]')::text from ${sql.table(table)} as c
    where c.dataset_id = ${datasetId})`;

/**
 * PostgreSQL: the four tables' rows in one round trip, each table's as a JSON array of its rows. Their columns are
 * text and integers, which JSON gives back as the driver does (strings and numbers), so the rows are the same.
 */
const settingsRowsStatement = cachedStatement(['datasetId'], (db, p: { datasetId: string }) =>
  db.selectNoFrom([
    rowsJson('fields', p.datasetId).as('fields'),
    rowsJson('questions', p.datasetId).as('questions'),
    rowsJson('metadata_properties', p.datasetId).as('metadata_properties'),
    rowsJson('vectors_settings', p.datasetId).as('vectors_settings'),
  ]),
);

/**
 * The dataset's fields, questions, metadata properties and vector settings (no authorization): what every write of
 * records validates against. On PostgreSQL one statement: every batch of the Argilla SDK's `records.log()` reads
 * them, and four statements one after the other cost it three more round trips (issue 27). SQLite, in process,
 * reads the four tables.
 */
export async function datasetSettingsRows(
  db: Kysely<Database>,
  datasetId: string,
): Promise<DatasetSettingsRows> {
  if (dialectOf(db) !== 'postgres') {
    return {
      fields: await fieldsOfDataset(db, datasetId),
      questions: await questionsOfDataset(db, datasetId),
      metadataProperties: await metadataPropertiesOfDataset(db, datasetId),
      vectorSettings: await vectorSettingsOfDataset(db, datasetId),
    };
  }
  const [row] = (await settingsRowsStatement.execute(db, { datasetId })).rows;
  return {
    fields: fromJsonRequired(row!.fields),
    questions: fromJsonRequired(row!.questions),
    metadataProperties: fromJsonRequired(row!.metadata_properties),
    vectorSettings: fromJsonRequired(row!.vectors_settings),
  };
}
