import type { WireMetadataProperty } from '@marginalia/core';
import { fromBooleanColumn } from '../db/json-column';
import { metadataSettingsOf } from '../datasets/dataset-child-rows';
import { serializeTimestamp } from '../common/time';
import type { MetadataPropertiesTable } from '../db/schema';

/** The contract's metadata property object (§11). */
export function serializeMetadataProperty(row: MetadataPropertiesTable): WireMetadataProperty {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    settings: metadataSettingsOf(row),
    visible_for_annotators: fromBooleanColumn(row.visible_for_annotators),
    dataset_id: row.dataset_id,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
