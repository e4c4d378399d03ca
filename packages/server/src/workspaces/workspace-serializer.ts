import type { WireWorkspace } from '@marginalia/core';
import { serializeTimestamp } from '../common/time';
import type { WorkspacesTable } from '../db/schema';

/** The contract's Workspace object (§7). */
export function serializeWorkspace(row: WorkspacesTable): WireWorkspace {
  return {
    id: row.id,
    name: row.name,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
