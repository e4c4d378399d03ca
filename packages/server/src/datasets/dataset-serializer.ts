import type { WireDataset } from '@marginalia/core';
import { fromBooleanColumn } from '../db/json-column';
import { serializeTimestamp } from '../common/time';
import type { DatasetsTable } from '../db/schema';
import { datasetDistribution, datasetMetadata } from './dataset-rows';

/** The contract's Dataset object (§8). */
export function serializeDataset(row: DatasetsTable): WireDataset {
  return {
    id: row.id,
    name: row.name,
    guidelines: row.guidelines,
    allow_extra_metadata: fromBooleanColumn(row.allow_extra_metadata),
    status: row.status,
    distribution: datasetDistribution(row),
    metadata: datasetMetadata(row),
    workspace_id: row.workspace_id,
    last_activity_at: serializeTimestamp(row.last_activity_at),
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
