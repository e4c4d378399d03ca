import type { WireField } from '@marginalia/core';
import { fromBooleanColumn } from '../db/json-column';
import { fieldSettingsOf } from '../datasets/dataset-child-rows';
import { serializeTimestamp } from '../common/time';
import type { FieldsTable } from '../db/schema';

/** The contract's Field object (§9). */
export function serializeField(row: FieldsTable): WireField {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    required: fromBooleanColumn(row.required),
    settings: fieldSettingsOf(row),
    dataset_id: row.dataset_id,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
