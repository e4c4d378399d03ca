import type { DatasetStatus, WireDistribution } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { insertNewRow, type NewRow } from '../db/insert-new-row';
import { fromJson, fromJsonRequired, toBooleanColumn, toJson } from '../db/json-column';
import type { Database, DatasetsTable } from '../db/schema';
import { updateStampedRow } from '../db/update-stamped-row';

/**
 * The `datasets` table's row layer: the SQL the datasets code runs and the encoding and decoding of the row's
 * JSON columns (`distribution`, `metadata`), done here and nowhere else. No rule and no authorization.
 */

/** The stored distribution of a dataset. */
export function datasetDistribution(row: Pick<DatasetsTable, 'distribution'>): WireDistribution {
  return fromJsonRequired<WireDistribution>(row.distribution);
}

/** The stored metadata of a dataset (null when none was set). */
export function datasetMetadata(row: Pick<DatasetsTable, 'metadata'>): Record<string, unknown> | null {
  return fromJson<Record<string, unknown>>(row.metadata);
}

/** The current distribution of a dataset, or null when the dataset is gone. */
export async function distributionOfDataset(
  db: Kysely<Database>,
  datasetId: string,
): Promise<WireDistribution | null> {
  const row = await db
    .selectFrom('datasets')
    .select('distribution')
    .where('id', '=', datasetId)
    .executeTakeFirst();
  return row ? datasetDistribution(row) : null;
}

/** A dataset by id, if any. */
export function datasetById(db: Kysely<Database>, datasetId: string): Promise<DatasetsTable | undefined> {
  return db.selectFrom('datasets').selectAll().where('id', '=', datasetId).executeTakeFirst();
}

/** What {@link datasetsMatching} selects by; a filter left undefined selects every value. */
export interface DatasetsQuery {
  /** Only the datasets of this user's workspaces; null for every workspace. */
  memberId: string | null;
  workspace_id?: string | undefined;
  name?: string | undefined;
  status?: DatasetStatus | undefined;
}

/** The datasets matching a query, by creation. */
export function datasetsMatching(db: Kysely<Database>, filter: DatasetsQuery): Promise<DatasetsTable[]> {
  let query = db.selectFrom('datasets').selectAll('datasets');
  const { memberId } = filter;
  if (memberId !== null) {
    query = query.where('datasets.workspace_id', 'in', (eb) =>
      eb.selectFrom('workspaces_users').select('workspace_id').where('user_id', '=', memberId),
    );
  }
  if (filter.workspace_id) query = query.where('datasets.workspace_id', '=', filter.workspace_id);
  if (filter.name !== undefined) query = query.where('datasets.name', '=', filter.name);
  if (filter.status) query = query.where('datasets.status', '=', filter.status);
  return query.orderBy('datasets.inserted_at').orderBy('datasets.id').execute();
}

/** Whether a workspace has a dataset of that name. */
export async function datasetNameTaken(
  db: Kysely<Database>,
  workspaceId: string,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('datasets')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** A dataset's columns with the JSON and boolean ones as values. */
export type DatasetValues = Omit<NewRow<'datasets'>, 'allow_extra_metadata' | 'distribution' | 'metadata'> & {
  allow_extra_metadata: boolean;
  distribution: WireDistribution;
  metadata: Record<string, unknown> | null;
};

/** Changes to a dataset's columns, as values; the keys left out keep their stored value. */
export type DatasetChanges = Partial<DatasetValues>;

function encodeDataset(values: DatasetChanges): Partial<NewRow<'datasets'>> {
  const { allow_extra_metadata: allowExtra, distribution, metadata, ...plain } = values;
  const row: Partial<NewRow<'datasets'>> = { ...plain };
  if (allowExtra !== undefined) row.allow_extra_metadata = toBooleanColumn(allowExtra);
  if (distribution !== undefined) row.distribution = toJson(distribution);
  if (metadata !== undefined) row.metadata = metadata === null ? null : toJson(metadata);
  return row;
}

/** Inserts a dataset stamped `now` and returns it as stored. */
export function insertDataset(
  db: Kysely<Database>,
  values: DatasetValues,
  now: string,
): Promise<DatasetsTable> {
  return insertNewRow(db, 'datasets', encodeDataset(values) as NewRow<'datasets'>, now);
}

/** Writes changes to a stored dataset and returns it as now stored. */
export function updateDatasetRow(
  db: Kysely<Database>,
  dataset: DatasetsTable,
  changes: DatasetChanges,
): Promise<DatasetsTable> {
  return updateStampedRow(db, 'datasets', dataset, encodeDataset(changes));
}

/** Moves a dataset's `last_activity_at`. */
export async function updateDatasetLastActivity(
  db: Kysely<Database>,
  datasetId: string,
  at: string,
): Promise<void> {
  await db.updateTable('datasets').set({ last_activity_at: at }).where('id', '=', datasetId).execute();
}

/** Deletes a dataset; its children, records and their rows go with it (foreign keys cascade). */
export async function deleteDatasetRow(db: Kysely<Database>, datasetId: string): Promise<void> {
  await db.deleteFrom('datasets').where('id', '=', datasetId).execute();
}
