import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import type { HistoryEntriesTable } from '../db/schema';

/** A history row of record `n` created now, with `after` as its state (the tests of the bulk inserts write these). */
export function historyRow(n: number, after: string | null = `{"n":${n}}`): HistoryEntriesTable {
  return {
    id: newId(),
    at: nowTimestamp(),
    user_id: null,
    dataset_id: null,
    record_id: `record-${n}`,
    entity: 'record',
    entity_id: `entity-${n}`,
    action: 'create',
    before: null,
    after,
  };
}
