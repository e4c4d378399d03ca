import {
  MAX_VECTOR_SETTINGS_PER_DATASET,
  type VectorSettingsCreateParsed,
  type VectorSettingsUpdateParsed,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database, VectorsSettingsTable } from '../db/schema';
import { assertUniqueChildName, writableChild, writableDatasetForChild } from '../datasets/dataset-children';
import { getReadableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { AppContext } from '../http/app-context';
import type { UserRow } from '../http/app-env';
import { createVectorSettingsIndex, dropVectorSettingsIndex } from '../db/pgvector';
import { deleteChildRow, vectorSettingsOfDataset } from '../datasets/dataset-child-rows';
import { insertVectorSettings, updateVectorSettingsTitle } from './vector-settings-rows';
import { HISTORY_CONTEXT, type HistoryContext } from '../history/history-log';
import { recordedWrite, settingsChange } from '../history/recorded-write';
import { serializeVectorSettings } from './vector-settings-serializer';

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
  const values = {
    name: input.name,
    title: input.title,
    dimensions: input.dimensions,
    dataset_id: datasetId,
  };
  const row = await recordedWrite(
    db,
    context.history,
    (trx) => insertVectorSettings(trx, values),
    (created) =>
      settingsChange(
        { userId: actor.id, datasetId },
        'vector_settings',
        created.id,
        null,
        serializeVectorSettings(created),
      ),
  );
  await createVectorSettingsIndex(db, context.pgvector, row);
  return row;
}

/** `PATCH /vectors-settings/{id}`: the title only. */
export async function updateVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
  { title }: VectorSettingsUpdateParsed,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<VectorsSettingsTable> {
  const { row: settings } = await writableChild(db, actor, 'vectors_settings', id);
  const author = { userId: actor.id, datasetId: settings.dataset_id };
  return recordedWrite(
    db,
    history,
    (trx) => updateVectorSettingsTitle(trx, settings, title),
    (updated) =>
      settingsChange(
        author,
        'vector_settings',
        id,
        serializeVectorSettings(settings),
        serializeVectorSettings(updated),
      ),
  );
}

/** `DELETE /vectors-settings/{id}`: write access; stored vectors go with it. */
export async function deleteVectorSettings(
  db: Kysely<Database>,
  actor: UserRow,
  id: string,
  context: AppContext,
): Promise<VectorsSettingsTable> {
  const { row: settings } = await writableChild(db, actor, 'vectors_settings', id);
  const author = { userId: actor.id, datasetId: settings.dataset_id };
  await recordedWrite(
    db,
    context.history,
    (trx) => deleteChildRow(trx, 'vectors_settings', id),
    () => settingsChange(author, 'vector_settings', id, serializeVectorSettings(settings), null),
  );
  await dropVectorSettingsIndex(db, context.pgvector, id);
  return settings;
}
