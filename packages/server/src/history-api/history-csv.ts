import type { WireHistoryEntry } from '@marginalia/core';

/** The columns of the dataset history's CSV download, in order. */
export const HISTORY_CSV_COLUMNS = [
  'at',
  'username',
  'user_id',
  'entity',
  'entity_id',
  'record_id',
  'action',
  'before',
  'after',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; a text a spreadsheet would read
 * as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a leading `'`, so an opened file runs nothing.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One entry as a CSV line (before/after as JSON), without the line break. */
export function historyCsvLine(entry: WireHistoryEntry): string {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return [
    entry.at,
    entry.username,
    entry.user_id,
    entry.entity,
    entry.entity_id,
    entry.record_id,
    entry.action,
    json(entry.before),
    json(entry.after),
  ]
    .map(csvCell)
    .join(',');
}

/** The header line of the download. */
export function historyCsvHeader(): string {
  return HISTORY_CSV_COLUMNS.join(',');
}
