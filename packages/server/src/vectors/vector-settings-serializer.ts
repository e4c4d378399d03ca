import type { WireVectorSettings } from '@marginalia/core';
import { serializeTimestamp } from '../common/time';
import type { VectorsSettingsTable } from '../db/schema';

/** The contract's vector settings object (§12). */
export function serializeVectorSettings(row: VectorsSettingsTable): WireVectorSettings {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    dimensions: Number(row.dimensions),
    dataset_id: row.dataset_id,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
