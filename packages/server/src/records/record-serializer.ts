import type { WireRecord, WireResponse, WireSuggestion } from '@marginalia/core';
import { recordFieldsOf, recordMetadataOf } from './record-rows';
import { serializeTimestamp } from '../common/time';
import type { RecordsTable } from '../db/schema';

/** Relationship keys of a record, present only when loaded. */
export interface RecordRelations {
  responses?: WireResponse[];
  suggestions?: WireSuggestion[];
  vectors?: Record<string, number[]>;
}

/**
 * The contract's Record object (§13.1). Relationship keys appear only when given ("exclude unset");
 * `visibleMetadata` removes metadata keys the caller may not see (the `/me` search).
 */
export function serializeRecord(
  row: RecordsTable,
  relations: RecordRelations = {},
  visibleMetadata?: (key: string) => boolean,
): WireRecord {
  let metadata = recordMetadataOf(row);
  if (metadata && visibleMetadata) {
    metadata = Object.fromEntries(Object.entries(metadata).filter(([key]) => visibleMetadata(key)));
  }
  const record: WireRecord = {
    id: row.id,
    status: row.status,
    fields: recordFieldsOf(row),
    metadata,
    external_id: row.external_id,
  };
  if (relations.responses) record.responses = relations.responses;
  if (relations.suggestions) record.suggestions = relations.suggestions;
  if (relations.vectors) record.vectors = relations.vectors;
  record.dataset_id = row.dataset_id;
  record.inserted_at = serializeTimestamp(row.inserted_at);
  record.updated_at = serializeTimestamp(row.updated_at);
  return record;
}
