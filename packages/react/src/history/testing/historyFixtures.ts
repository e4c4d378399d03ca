import type { WireHistoryEntry } from '@marginalia/core';

/** "Now" of the history fixtures: the times below read 3 days, 1 day and 2 hours ago. */
export const HISTORY_NOW = Date.parse('2026-11-29T12:00:00Z');

/** One history entry: Alice's answer to record r1 unless told otherwise. */
export function historyEntry(fields: Partial<WireHistoryEntry> & { id: string }): WireHistoryEntry {
  return {
    at: '2026-11-26T11:00:00',
    user_id: 'u-alice',
    username: 'Alice',
    dataset_id: 'ds',
    record_id: 'r1',
    entity: 'response',
    entity_id: 'resp-1',
    action: 'create',
    before: null,
    after: { status: 'submitted', values: { label: { value: 'positive' } } },
    ...fields,
  };
}

/** Alice submits 'positive', changes it to 'neutral', and Bob accepts 'neutral' in a review. */
export const RECORD_HISTORY: WireHistoryEntry[] = [
  historyEntry({ id: 'h1' }),
  historyEntry({
    id: 'h2',
    action: 'update',
    at: '2026-11-29T10:00:00',
    before: { status: 'submitted', values: { label: { value: 'positive' } } },
    after: { status: 'submitted', values: { label: { value: 'neutral' } } },
  }),
  historyEntry({
    id: 'h3',
    entity: 'review',
    entity_id: 'r1',
    at: '2026-11-28T12:00:00',
    user_id: 'u-bob',
    username: 'Bob',
    after: { status: 'accepted', values: { label: { value: 'neutral' } }, comment: null },
  }),
];
