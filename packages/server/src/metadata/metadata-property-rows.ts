import type { WireMetadataSettings } from '@marginalia/core';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import { insertNewRow } from '../db/insert-new-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import type { Database, MetadataPropertiesTable } from '../db/schema';
import { sqlJson } from '../db/sql-json';
import { updateStampedRow } from '../db/update-stamped-row';

/**
 * The `metadata_properties` table's writes, with the encoding of the `settings` column, and the aggregates of a
 * property's values over the records; the reads, the decoding and the deletion every dataset child shares are
 * `datasets/dataset-child-rows.ts`.
 */

/** A new metadata property's columns, as values. */
export interface NewMetadataProperty {
  name: string;
  title: string;
  settings: WireMetadataSettings;
  visible_for_annotators: boolean;
  dataset_id: string;
}

/** Inserts a metadata property and returns it as stored. */
export function insertMetadataProperty(
  db: Kysely<Database>,
  property: NewMetadataProperty,
): Promise<MetadataPropertiesTable> {
  return insertNewRow(db, 'metadata_properties', {
    ...property,
    settings: toJson(property.settings),
    visible_for_annotators: toBooleanColumn(property.visible_for_annotators),
  });
}

/** Writes a metadata property's title and visibility and returns it as now stored. */
export function updateMetadataPropertyRow(
  db: Kysely<Database>,
  property: MetadataPropertiesTable,
  changes: { title: string; visible_for_annotators: boolean },
): Promise<MetadataPropertiesTable> {
  return updateStampedRow(db, 'metadata_properties', property, {
    title: changes.title,
    visible_for_annotators: toBooleanColumn(changes.visible_for_annotators),
  });
}

/** A term of a terms property and how many of the dataset's values are it. */
export interface TermCount {
  term: unknown;
  count: number;
}

/** The values of a property (each item of an array value) over a dataset's records, counted, most frequent first. */
export async function termCounts(
  db: Kysely<Database>,
  datasetId: string,
  name: string,
): Promise<TermCount[]> {
  const dialect = dialectOf(db);
  const element = sqlJson(dialect).member(sql.ref('records.metadata'), name);
  const rows =
    dialect === 'postgres'
      ? await sql<{ term: string; count: string | number }>`
          select je.v::text as term, count(*) as count
          from records, jsonb_array_elements(case when jsonb_typeof(${element}) = 'array' then ${element} else jsonb_build_array(${element}) end) as je(v)
          where records.dataset_id = ${datasetId} and jsonb_typeof(je.v) <> 'null'
          group by je.v::text order by count(*) desc, je.v::text`.execute(db)
      : await sql<{ term: string; count: string | number }>`
          select json_quote(je.value) as term, count(*) as count
          from records, json_each(${element}) as je
          where records.dataset_id = ${datasetId} and je.type <> 'null'
          group by json_quote(je.value) order by count(*) desc, json_quote(je.value)`.execute(db);
  // Each term comes back as JSON text, so a number and its string stay apart.
  return rows.rows.map((r) => ({ term: JSON.parse(r.term) as unknown, count: Number(r.count) }));
}

/** The smallest and largest numeric value of a property over a dataset's records (null when none). */
export async function numericRange(
  db: Kysely<Database>,
  datasetId: string,
  name: string,
): Promise<{ min: number | null; max: number | null }> {
  const json = sqlJson(dialectOf(db));
  const number = json.number(json.member(sql.ref('records.metadata'), name));
  const result = await db
    .selectFrom('records')
    .select([sql<number | null>`min(${number})`.as('min'), sql<number | null>`max(${number})`.as('max')])
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return {
    min: result.min === null ? null : Number(result.min),
    max: result.max === null ? null : Number(result.max),
  };
}
