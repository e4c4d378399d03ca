import type { WireResponse } from '@marginalia/core';
import { responseValuesOf } from './response-rows';
import { serializeTimestamp } from '../common/time';
import type { ResponsesTable } from '../db/schema';

/** The contract's Response object (§15). */
export function serializeResponse(row: ResponsesTable): WireResponse {
  return {
    id: row.id,
    values: responseValuesOf(row),
    status: row.status,
    record_id: row.record_id,
    user_id: row.user_id,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
