import type { WireHistoryEntry } from '@marginalia/core';
import { serializeTimestamp } from '../common/time';
import type { HistoryEntryRow } from '../history/history-rows';

/** An entry on the wire (`historyEntrySchema`). */
export function serializeHistoryEntry(row: HistoryEntryRow): WireHistoryEntry {
  return {
    id: row.id,
    at: serializeTimestamp(row.at),
    user_id: row.user_id,
    username: row.username,
    dataset_id: row.dataset_id,
    record_id: row.record_id,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
