import type { MetadataPropertyCreateParsed, MetadataPropertyUpdateParsed } from '@marginalia/core';
import { sql, type Kysely } from 'kysely';
import type { WireMetadataMetrics } from '@marginalia/core';
import { insertNewRow } from '../db/insert-new-row';
import { updateStampedRow } from '../db/update-stamped-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import { dialectOf } from '../db/database';
import type { Database, MetadataPropertiesTable } from '../db/schema';
import { sqlJson } from '../db/sql-json';
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
import { metadataPropertiesOfDataset, metadataSettingsOf } from '../datasets/dataset-child-rows';


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
): Promise<MetadataPropertiesTable> {
  await writableDatasetForChild(db, actor, datasetId);
  await assertUniqueChildName(db, 'metadata_properties', datasetId, input.name, 'Metadata property');
  return insertNewRow(db, 'metadata_properties', {
    name: input.name,
    title: input.title,
    settings: toJson(input.settings),
    visible_for_annotators: toBooleanColumn(input.visible_for_annotators),
    dataset_id: datasetId,
  });
}

/** `PATCH /metadata-properties/{id}`: title and visibility (omitted visibility hides, as upstream). */
export async function updateMetadataProperty(
  db: Kysely<Database>,
  actor: UserRow,
  propertyId: string,
  input: MetadataPropertyUpdateParsed,
): Promise<MetadataPropertiesTable> {
  const { row: property } = await writableChild(db, actor, 'metadata_properties', propertyId);
  return updateStampedRow(db, 'metadata_properties', property, {
    title: input.title ?? property.title,
    visible_for_annotators: toBooleanColumn(input.visible_for_annotators ?? false),
  });
}

/** `DELETE /metadata-properties/{id}`: write access. */
export async function deleteMetadataProperty(
  db: Kysely<Database>,
  actor: UserRow,
  propertyId: string,
): Promise<MetadataPropertiesTable> {
  const { row: property } = await writableChild(db, actor, 'metadata_properties', propertyId);
  await db.deleteFrom('metadata_properties').where('id', '=', propertyId).execute();
  return property;
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
  const dialect = dialectOf(db);
  const json = sqlJson(dialect);
  const element = json.member(sql.ref('records.metadata'), property.name);

  if (settings.type === 'terms') {
    const rows =
      dialect === 'postgres'
        ? await sql<{ term: string; count: string | number }>`
            select je.v::text as term, count(*) as count
            from records, jsonb_array_elements(case when jsonb_typeof(${element}) = 'array' then ${element} else jsonb_build_array(${element}) end) as je(v)
            where records.dataset_id = ${dataset.id} and jsonb_typeof(je.v) <> 'null'
            group by je.v::text order by count(*) desc, je.v::text`.execute(db)
        : await sql<{ term: string; count: string | number }>`
            select json_quote(je.value) as term, count(*) as count
            from records, json_each(${element}) as je
            where records.dataset_id = ${dataset.id} and je.type <> 'null'
            group by json_quote(je.value) order by count(*) desc, json_quote(je.value)`.execute(db);
    const values = rows.rows.map((r) => ({ term: JSON.parse(r.term) as unknown, count: Number(r.count) }));
    return { type: 'terms', total: values.reduce((sum, v) => sum + v.count, 0), values };
  }

  const number = json.number(element);
  const result = await db
    .selectFrom('records')
    .select([sql<number | null>`min(${number})`.as('min'), sql<number | null>`max(${number})`.as('max')])
    .where('dataset_id', '=', dataset.id)
    .executeTakeFirstOrThrow();
  const min = result.min === null ? null : Number(result.min);
  const max = result.max === null ? null : Number(result.max);
  return settings.type === 'float'
    ? { type: 'float', min: round5(min), max: round5(max) }
    : { type: 'integer', min, max };
}
