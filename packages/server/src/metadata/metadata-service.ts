import type { MetadataPropertyCreateParsed, MetadataPropertyUpdateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { WireMetadataMetrics } from '@marginalia/core';
import type { Database, MetadataPropertiesTable } from '../db/schema';
import { assertCanRead, isOwner } from '../auth/permissions';
import {
  assertUniqueChildName,
  childOrThrow,
  writableChild,
  writableDatasetForChild,
} from '../datasets/dataset-children';
import { getDatasetOrThrow, getReadableDataset } from '../datasets/datasets-service';
import { ForbiddenOperationError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import {
  deleteChildRow,
  metadataPropertiesOfDataset,
  metadataSettingsOf,
} from '../datasets/dataset-child-rows';
import {
  insertMetadataProperty,
  numericRange,
  termCounts,
  updateMetadataPropertyRow,
} from './metadata-property-rows';
import { HISTORY_CONTEXT, type HistoryContext } from '../history/history-log';
import { recordedWrite, settingsChange } from '../history/recorded-write';
import { serializeMetadataProperty } from './metadata-serializer';

/** Whether a role may see a property: owner and admin see all, annotators only visible ones. */
export function canSeeMetadataProperty(user: UserRow, property: MetadataPropertiesTable): boolean {
  return user.role !== 'annotator' || property.visible_for_annotators === 1;
}

/** `GET /me/datasets/{id}/metadata-properties`: read access, filtered by visibility. */
export async function listMyMetadataProperties(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<MetadataPropertiesTable[]> {
  await getReadableDataset(db, actor, datasetId);
  const properties = await metadataPropertiesOfDataset(db, datasetId);
  return properties.filter((p) => canSeeMetadataProperty(actor, p));
}

/** `POST /datasets/{id}/metadata-properties`: write access; allowed on published datasets too. */
export async function createMetadataProperty(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: MetadataPropertyCreateParsed,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<MetadataPropertiesTable> {
  await writableDatasetForChild(db, actor, datasetId);
  await assertUniqueChildName(db, 'metadata_properties', datasetId, input.name, 'Metadata property');
  const values = {
    name: input.name,
    title: input.title,
    settings: input.settings,
    visible_for_annotators: input.visible_for_annotators,
    dataset_id: datasetId,
  };
  return recordedWrite(
    db,
    history,
    (trx) => insertMetadataProperty(trx, values),
    (row) =>
      settingsChange(
        { userId: actor.id, datasetId },
        'metadata_property',
        row.id,
        null,
        serializeMetadataProperty(row),
      ),
  );
}

/** `PATCH /metadata-properties/{id}`: title and visibility (omitted visibility hides, as upstream). */
export async function updateMetadataProperty(
  db: Kysely<Database>,
  actor: UserRow,
  propertyId: string,
  input: MetadataPropertyUpdateParsed,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<MetadataPropertiesTable> {
  const { row: property } = await writableChild(db, actor, 'metadata_properties', propertyId);
  const changes = {
    title: input.title ?? property.title,
    visible_for_annotators: input.visible_for_annotators ?? false,
  };
  const author = { userId: actor.id, datasetId: property.dataset_id };
  return recordedWrite(
    db,
    history,
    (trx) => updateMetadataPropertyRow(trx, property, changes),
    (updated) =>
      settingsChange(
        author,
        'metadata_property',
        property.id,
        serializeMetadataProperty(property),
        serializeMetadataProperty(updated),
      ),
  );
}

/** `DELETE /metadata-properties/{id}`: write access. */
export async function deleteMetadataProperty(
  db: Kysely<Database>,
  actor: UserRow,
  propertyId: string,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<MetadataPropertiesTable> {
  const { row: property } = await writableChild(db, actor, 'metadata_properties', propertyId);
  const author = { userId: actor.id, datasetId: property.dataset_id };
  return recordedWrite(
    db,
    history,
    async (trx) => {
      await deleteChildRow(trx, 'metadata_properties', propertyId);
      return property;
    },
    () => settingsChange(author, 'metadata_property', property.id, serializeMetadataProperty(property), null),
  );
}

/** Rounds like Python's `round(x, 5)` for float metrics. */
function round5(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1e5) / 1e5;
}

/**
 * `GET /metadata-properties/{id}/metrics`: term counts, or min/max, over the dataset's records.
 * Owner, or a member whose role may see the property.
 */
export async function getMetadataPropertyMetrics(
  db: Kysely<Database>,
  actor: UserRow,
  propertyId: string,
): Promise<WireMetadataMetrics> {
  const property = await childOrThrow(db, 'metadata_properties', propertyId);
  const dataset = await getDatasetOrThrow(db, property.dataset_id);
  await assertCanRead(db, actor, dataset.workspace_id);
  if (!isOwner(actor) && !canSeeMetadataProperty(actor, property)) throw new ForbiddenOperationError();
  const settings = metadataSettingsOf(property);
  if (settings.type === 'terms') {
    const values = await termCounts(db, dataset.id, property.name);
    return { type: 'terms', total: values.reduce((sum, v) => sum + v.count, 0), values };
  }
  const { min, max } = await numericRange(db, dataset.id, property.name);
  return settings.type === 'float'
    ? { type: 'float', min: round5(min), max: round5(max) }
    : { type: 'integer', min, max };
}
