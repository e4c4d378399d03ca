import { MAX_VECTOR_SETTINGS_PER_DATASET, type VectorSettingsCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import type { Database, VectorsSettingsTable } from '../db/schema';
import { assertCanWrite } from '../auth/permissions';
import { getDatasetOrThrow, getReadableDataset, getWritableDataset } from '../datasets/datasets-service';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { createVectorSettingsIndex, dropVectorSettingsIndex } from '../db/pgvector';

/** The vector settings of a dataset in creation order (no authorization). */
export async function vectorSettingsOfDataset(
  db: Kysely<Database>,
  datasetId: string,
): Promise<VectorsSettingsTable[]> {
  return db
    .selectFrom('vectors_settings')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
}

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
): Promise<VectorsSettingsTable> {
  await getWritableDataset(db, actor, datasetId);
  const existing = await vectorSettingsOfDataset(db, datasetId);
  if (existing.length >= MAX_VECTOR_SETTINGS_PER_DATASET) {
    throw new UnprocessableEntityError(
      `The maximum number of vector settings has been reached for dataset with id \`${datasetId}\``,
    );
  }
  if (existing.some((v) => v.name === input.name)) {
    throw new ConflictError(
      `Vector settings with name \`${input.name}\` already exists for dataset with id \`${datasetId}\``,
    );
  }
  const now = nowTimestamp();
  const row: VectorsSettingsTable = {
    id: newId(),
    name: input.name,
    title: input.title,
    dimensions: input.dimensions,
    dataset_id: datasetId,
    inserted_at: now,
    updated_at: now,
  };
  await db.insertInto('vectors_settings').values(row).execute();
  await createVectorSettingsIndex(db, row);
  return row;
}

async function getWritableVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
): Promise<VectorsSettingsTable> {
  const settings = await db
    .selectFrom('vectors_settings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!settings) throw NotFoundError.byId('VectorSettings', id);
  await assertCanWrite(db, actor, (await getDatasetOrThrow(db, settings.dataset_id)).workspace_id);
  return settings;
}

/** `PATCH /vectors-settings/{id}`: the title only. */
export async function updateVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
  title: string,
): Promise<VectorsSettingsTable> {
  const settings = await getWritableVectorSettings(db, actor, id);
  const updated = { ...settings, title, updated_at: nowTimestamp() };
  await db
    .updateTable('vectors_settings')
    .set({ title, updated_at: updated.updated_at })
    .where('id', '=', id)
    .execute();
  return updated;
}

/** `DELETE /vectors-settings/{id}`: write access; stored vectors go with it. */
export async function deleteVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
): Promise<VectorsSettingsTable> {
  const settings = await getWritableVectorSettings(db, actor, id);
  await db.deleteFrom('vectors_settings').where('id', '=', id).execute();
  await dropVectorSettingsIndex(db, id);
  return settings;
}
