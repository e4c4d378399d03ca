import {
  MAX_VECTOR_SETTINGS_PER_DATASET,
  type VectorSettingsCreateParsed,
  type VectorSettingsUpdateParsed,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database, VectorsSettingsTable } from '../db/schema';
import {
  assertUniqueChildName,
  writableChild,
  writableDatasetForChild,
} from '../datasets/dataset-children';
import { getReadableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { AppContext } from '../http/app-context';
import type { UserRow } from '../http/app-env';
import { createVectorSettingsIndex, dropVectorSettingsIndex } from '../db/pgvector';
import { deleteChildRow, vectorSettingsOfDataset } from '../datasets/dataset-child-rows';
import { insertVectorSettings, updateVectorSettingsTitle } from './vector-settings-rows';

/** `GET /datasets/{id}/vectors-settings`: read access. */
export async function listVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<VectorsSettingsTable[]> {
  await getReadableDataset(db, actor, datasetId);
  return vectorSettingsOfDataset(db, datasetId);
}

/** `POST /datasets/{id}/vectors-settings`: write access, at most 5 per dataset, unique names. */
export async function createVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: VectorSettingsCreateParsed,
  context: AppContext,
): Promise<VectorsSettingsTable> {
  await writableDatasetForChild(db, actor, datasetId);
  const existing = await vectorSettingsOfDataset(db, datasetId);
  if (existing.length >= MAX_VECTOR_SETTINGS_PER_DATASET) {
    throw new UnprocessableEntityError(
      `The maximum number of vector settings has been reached for dataset with id \`${datasetId}\``,
    );
  }
  await assertUniqueChildName(db, 'vectors_settings', datasetId, input.name, 'Vector settings');
  const row = await insertVectorSettings(db, {
    name: input.name,
    title: input.title,
    dimensions: input.dimensions,
    dataset_id: datasetId,
  });
  await createVectorSettingsIndex(db, context.pgvector, row);
  return row;
}

/** `PATCH /vectors-settings/{id}`: the title only. */
export async function updateVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
  { title }: VectorSettingsUpdateParsed,
): Promise<VectorsSettingsTable> {
  const { row: settings } = await writableChild(db, actor, 'vectors_settings', id);
  return updateVectorSettingsTitle(db, settings, title);
}

/** `DELETE /vectors-settings/{id}`: write access; stored vectors go with it. */
export async function deleteVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
  context: AppContext,
): Promise<VectorsSettingsTable> {
  const { row: settings } = await writableChild(db, actor, 'vectors_settings', id);
  await deleteChildRow(db, 'vectors_settings', id);
  await dropVectorSettingsIndex(db, context.pgvector, id);
  return settings;
}
