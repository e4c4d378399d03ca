import type { DatasetSummary } from '../../datasets/DatasetSummary';

/** What the home list can be sorted by. */
export const DATASET_SORT_FIELDS = ['name', 'lastActivityAt', 'createdAt'] as const;
/** One of {@link DATASET_SORT_FIELDS}. */
export type DatasetSortField = (typeof DATASET_SORT_FIELDS)[number];
/** Sort direction. */
export type SortDirection = 'asc' | 'desc';

/** The home list's filters: workspace selection, name search and sort. */
export interface DatasetListFilters {
  /** Selected workspace names; empty means every workspace. */
  workspaces: string[];
  search: string;
  sortBy: DatasetSortField;
  sortDirection: SortDirection;
}

/** No workspace selected, no search, most recent activity first (spec 1 §2). */
export const DEFAULT_DATASET_LIST_FILTERS: Readonly<DatasetListFilters> = Object.freeze({
  workspaces: [],
  search: '',
  sortBy: 'lastActivityAt',
  sortDirection: 'desc',
});

function timeOf(value: string | null): number {
  if (value === null) return 0;
  const time = Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

const byName = (a: DatasetSummary, b: DatasetSummary) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

const COMPARATORS: Record<DatasetSortField, (a: DatasetSummary, b: DatasetSummary) => number> = {
  name: byName,
  lastActivityAt: (a, b) => timeOf(a.lastActivityAt) - timeOf(b.lastActivityAt),
  createdAt: (a, b) => timeOf(a.createdAt) - timeOf(b.createdAt),
};

/**
 * The cards to show: datasets of the selected workspaces whose name contains the search (case-insensitively,
 * ignoring surrounding spaces), sorted as asked; equal keys fall back to the name. Missing dates count as oldest.
 * The input is never reordered.
 *
 * @example
 * applyDatasetListFilters(items, { ...DEFAULT_DATASET_LIST_FILTERS, search: 'IMDB' });
 */
export function applyDatasetListFilters(
  items: readonly DatasetSummary[],
  { workspaces, search, sortBy, sortDirection }: DatasetListFilters,
): DatasetSummary[] {
  const needle = search.trim().toLocaleLowerCase();
  const selected = new Set(workspaces);
  const compare = COMPARATORS[sortBy];
  const sign = sortDirection === 'asc' ? 1 : -1;
  return items
    .filter((item) => selected.size === 0 || selected.has(item.workspaceName))
    .filter((item) => needle === '' || item.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => sign * compare(a, b) || byName(a, b));
}
