import type { Kysely } from 'kysely';
import { assertCanWrite } from '../auth/permissions';
import type { Database, DatasetsTable } from '../db/schema';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import {
  childNameTaken,
  childRowById,
  datasetIdOfRecord,
  type ChildTable,
  type SettingsTable,
} from './dataset-child-rows';
import { getDatasetOrThrow, getWritableDataset } from './datasets-service';

/**
 * A dataset's child resources share one sequence: fetch the row or 404, check write access on its dataset's
 * workspace, refuse on a published dataset when the resource says so, then act. Rows that hang below a
 * record (suggestions) reach their dataset through it.
 */

/** The child tables and the model name their 404 names. */
const CHILD_MODELS: Record<ChildTable, string> = {
  fields: 'Field',
  questions: 'Question',
  metadata_properties: 'MetadataProperty',
  vectors_settings: 'VectorSettings',
  records: 'Record',
  suggestions: 'Suggestion',
};

type ChildRow<T extends ChildTable> = Database[T];

/** A child row with the dataset it belongs to. */
export interface DatasetChild<T extends ChildTable> {
  row: ChildRow<T>;
  dataset: DatasetsTable;
}

/** Options of {@link writableChild} and {@link writableDatasetForChild}. */
export interface ChildWriteRules {
  /** 422 detail when the dataset is published (`status: ready`); omitted, published datasets are fine. */
  refusedWhenPublished?: string;
}

function refuseWhenPublished(dataset: DatasetsTable, rules: ChildWriteRules): void {
  if (rules.refusedWhenPublished !== undefined && dataset.status === 'ready') {
    throw new UnprocessableEntityError(rules.refusedWhenPublished);
  }
}

async function datasetIdOf<T extends ChildTable>(
  db: Kysely<Database>,
  table: T,
  row: ChildRow<T>,
): Promise<string> {
  if (table !== 'suggestions') return (row as { dataset_id: string }).dataset_id;
  const recordId = (row as Database['suggestions']).record_id;
  const datasetId = await datasetIdOfRecord(db, recordId);
  if (datasetId === undefined) throw NotFoundError.byId('Record', recordId);
  return datasetId;
}

/** The row of a child table by id, or 404 with the contract's message (no authorization). */
export async function childOrThrow<T extends ChildTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<ChildRow<T>> {
  const row = await childRowById(db, table, id);
  if (!row) throw NotFoundError.byId(CHILD_MODELS[table], id);
  return row;
}

/**
 * A child the caller may change: 404, then 403, then (when asked) 422 on a published dataset.
 *
 * @example
 * const { row: field } = await writableChild(db, actor, 'fields', fieldId, {
 *   refusedWhenPublished: 'Fields cannot be deleted for a published dataset',
 * });
 */
export async function writableChild<T extends ChildTable>(
  db: Kysely<Database>,
  actor: UserRow,
  table: T,
  id: string,
  rules: ChildWriteRules = {},
): Promise<DatasetChild<T>> {
  const row = await childOrThrow(db, table, id);
  const dataset = await getDatasetOrThrow(db, await datasetIdOf(db, table, row));
  await assertCanWrite(db, actor, dataset.workspace_id);
  refuseWhenPublished(dataset, rules);
  return { row, dataset };
}

/** The dataset a new child goes into: 404, then 403, then (when asked) 422 on a published dataset. */
export async function writableDatasetForChild(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  rules: ChildWriteRules = {},
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  refuseWhenPublished(dataset, rules);
  return dataset;
}

/** 409 when the dataset already has a child of that name (`label` as the message names it, e.g. `Field`). */
export async function assertUniqueChildName(
  db: Kysely<Database>,
  table: SettingsTable,
  datasetId: string,
  name: string,
  label: string,
): Promise<void> {
  if (await childNameTaken(db, table, datasetId, name)) {
    throw new ConflictError(
      `${label} with name \`${name}\` already exists for dataset with id \`${datasetId}\``,
    );
  }
}
