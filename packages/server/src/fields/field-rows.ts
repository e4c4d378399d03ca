import type { WireFieldSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { insertNewRow } from '../db/insert-new-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import type { Database, FieldsTable } from '../db/schema';
import { updateStampedRow } from '../db/update-stamped-row';

/**
 * The `fields` table's writes, with the encoding of the `settings` column; the reads, the decoding and the
 * deletion every dataset child shares are `datasets/dataset-child-rows.ts`.
 */

/** A new field's columns, as values. */
export interface NewField {
  name: string;
  title: string;
  required: boolean;
  settings: WireFieldSettings;
  dataset_id: string;
}

/** Inserts a field and returns it as stored. */
export function insertField(db: Kysely<Database>, field: NewField): Promise<FieldsTable> {
  return insertNewRow(db, 'fields', {
    ...field,
    required: toBooleanColumn(field.required),
    settings: toJson(field.settings),
  });
}

/** Writes a field's title and settings (kept as stored when not given) and returns it as now stored. */
export function updateFieldRow(
  db: Kysely<Database>,
  field: FieldsTable,
  changes: { title: string; settings?: WireFieldSettings | undefined },
): Promise<FieldsTable> {
  const settings = changes.settings === undefined ? field.settings : toJson(changes.settings);
  return updateStampedRow(db, 'fields', field, { title: changes.title, settings });
}
