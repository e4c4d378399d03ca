import type {
  FieldCreateParsed,
  FieldSettingsUpdateParsed,
  FieldUpdateParsed,
  WireFieldSettings,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import { insertNewRow } from '../db/insert-new-row';
import { updateStampedRow } from '../db/update-stamped-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import type { Database, FieldsTable } from '../db/schema';
import {
  assertUniqueChildName,
  writableChild,
  writableDatasetForChild,
} from '../datasets/dataset-children';
import { getReadableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { fieldSettingsOf, fieldsOfDataset } from '../datasets/dataset-child-rows';

/** `GET /datasets/{id}/fields`: read access. */
export async function listFields(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<FieldsTable[]> {
  await getReadableDataset(db, actor, datasetId);
  return fieldsOfDataset(db, datasetId);
}

/** `POST /datasets/{id}/fields`: write access, draft datasets only, unique names. */
export async function createField(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: FieldCreateParsed,
): Promise<FieldsTable> {
  await writableDatasetForChild(db, actor, datasetId, {
    refusedWhenPublished: 'Field cannot be created for a published dataset',
  });
  await assertUniqueChildName(db, 'fields', datasetId, input.name, 'Field');
  return insertNewRow(db, 'fields', {
    name: input.name,
    title: input.title,
    required: toBooleanColumn(input.required),
    settings: toJson(input.settings),
    dataset_id: datasetId,
  });
}

/**
 * The settings a field keeps after `PATCH /fields/{id}`: the sent settings over the stored ones, so a key the
 * sender does not know (Extralit's `use_table`, never sent by Argilla's SDK) keeps its stored value.
 */
function mergedFieldSettings(stored: WireFieldSettings, sent: FieldSettingsUpdateParsed): WireFieldSettings {
  const present = Object.entries(sent).filter(([, value]) => value !== undefined);
  return { ...stored, ...Object.fromEntries(present) } as WireFieldSettings;
}

/** `PATCH /fields/{id}`: title and settings; the settings type cannot change. */
export async function updateField(
  db: Kysely<Database>,
  actor: UserRow,
  fieldId: string,
  input: FieldUpdateParsed,
): Promise<FieldsTable> {
  const { row: field } = await writableChild(db, actor, 'fields', fieldId);
  const stored = fieldSettingsOf(field);
  if (input.settings && input.settings.type !== stored.type) {
    throw new UnprocessableEntityError(
      `Field type cannot be changed. Expected '${stored.type}' but got '${input.settings.type}'`,
    );
  }
  return updateStampedRow(db, 'fields', field, {
    title: input.title ?? field.title,
    settings: input.settings ? toJson(mergedFieldSettings(stored, input.settings)) : field.settings,
  });
}

/** `DELETE /fields/{id}`: not on published datasets. */
export async function deleteField(
  db: Kysely<Database>,
  actor: UserRow,
  fieldId: string,
): Promise<FieldsTable> {
  const { row: field } = await writableChild(db, actor, 'fields', fieldId, {
    refusedWhenPublished: 'Fields cannot be deleted for a published dataset',
  });
  await db.deleteFrom('fields').where('id', '=', fieldId).execute();
  return field;
}
