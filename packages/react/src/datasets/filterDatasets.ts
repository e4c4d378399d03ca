import type { DatasetSummary } from '@marginalia/core';

/**
 * The cards to show: names matching `search` case-insensitively, most recent activity first
 * (the list's default sort).
 */
export function filterDatasets(items: readonly DatasetSummary[], search: string): DatasetSummary[] {
  const needle = search.trim().toLocaleLowerCase();
  return items
    .filter((item) => needle === '' || item.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => timeOf(b.lastActivityAt) - timeOf(a.lastActivityAt));
}

function timeOf(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}
