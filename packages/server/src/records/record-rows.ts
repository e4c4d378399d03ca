import type { WireFieldValue } from '@marginalia/core';
import { fromJson, fromJsonRequired } from '../db/json-column';
import type { RecordsTable } from '../db/schema';

/**
 * The `records` table's row layer: the decoding of a record's JSON columns (`fields`, `metadata`), done here
 * and nowhere else. The rows a new record is written as are `new-record-rows.ts`.
 */

/** A record's stored field values. */
export function recordFieldsOf(row: Pick<RecordsTable, 'fields'>): Record<string, WireFieldValue> {
  return fromJsonRequired<Record<string, WireFieldValue>>(row.fields);
}

/** A record's stored metadata (null when none was set). */
export function recordMetadataOf(row: Pick<RecordsTable, 'metadata'>): Record<string, unknown> | null {
  return fromJson<Record<string, unknown>>(row.metadata);
}
