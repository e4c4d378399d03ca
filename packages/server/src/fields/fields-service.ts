import type {
  FieldCreateParsed,
  FieldSettingsUpdateParsed,
  FieldUpdateParsed,
  WireFieldSettings,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database, FieldsTable } from '../db/schema';
import { assertUniqueChildName, writableChild, writableDatasetForChild } from '../datasets/dataset-children';
import { getReadableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { deleteChildRow, fieldSettingsOf, fieldsOfDataset } from '../datasets/dataset-child-rows';
import { insertField, updateFieldRow } from './field-rows';
import { HISTORY_CONTEXT, type HistoryContext } from '../history/history-log';
import { recordedWrite, settingsChange } from '../history/recorded-write';
import { serializeField } from './field-serializer';

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
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<FieldsTable> {
  await writableDatasetForChild(db, actor, datasetId, {
    refusedWhenPublished: 'Field cannot be created for a published dataset',
  });
  await assertUniqueChildName(db, 'fields', datasetId, input.name, 'Field');
  const values = {
    name: input.name,
    title: input.title,
    required: input.required,
    settings: input.settings,
    dataset_id: datasetId,
  };
  return recordedWrite(
    db,
    history,
    (trx) => insertField(trx, values),
    (field) =>
      settingsChange({ userId: actor.id, datasetId }, 'field', field.id, null, serializeField(field)),
  );
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
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<FieldsTable> {
  const { row: field } = await writableChild(db, actor, 'fields', fieldId);
  const stored = fieldSettingsOf(field);
  if (input.settings && input.settings.type !== stored.type) {
    throw new UnprocessableEntityError(
      `Field type cannot be changed. Expected '${stored.type}' but got '${input.settings.type}'`,
    );
  }
  const changes = {
    title: input.title ?? field.title,
    settings: input.settings ? mergedFieldSettings(stored, input.settings) : undefined,
  };
  const author = { userId: actor.id, datasetId: field.dataset_id };
  return recordedWrite(
    db,
    history,
    (trx) => updateFieldRow(trx, field, changes),
    (updated) => settingsChange(author, 'field', field.id, serializeField(field), serializeField(updated)),
  );
}

/** `DELETE /fields/{id}`: not on published datasets. */
export async function deleteField(
  db: Kysely<Database>,
  actor: UserRow,
  fieldId: string,
  { history }: HistoryContext = HISTORY_CONTEXT,
): Promise<FieldsTable> {
  const { row: field } = await writableChild(db, actor, 'fields', fieldId, {
    refusedWhenPublished: 'Fields cannot be deleted for a published dataset',
  });
  const author = { userId: actor.id, datasetId: field.dataset_id };
  return recordedWrite(
    db,
    history,
    async (trx) => {
      await deleteChildRow(trx, 'fields', fieldId);
      return field;
    },
    () => settingsChange(author, 'field', field.id, serializeField(field), null),
  );
}
