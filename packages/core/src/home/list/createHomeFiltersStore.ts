import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  DEFAULT_DATASET_LIST_FILTERS,
  type DatasetListFilters,
  type DatasetSortField,
  type SortDirection,
} from './datasetListFilters';

/** The home list's filters with their setters. */
export interface HomeFiltersState extends DatasetListFilters {
  setWorkspaces(names: string[]): void;
  setSearch(search: string): void;
  setSort(sortBy: DatasetSortField, sortDirection?: SortDirection): void;
  toggleSortDirection(): void;
  /** Back to the defaults (the Home breadcrumb). */
  clear(): void;
}

/**
 * Creates the store of the home filters, starting from `initial` (e.g. the workspaces of the URL).
 *
 * @example
 * const filters = createHomeFiltersStore({ workspaces: parseWorkspacesParam(url.searchParams.get('workspaces')) });
 * filters.getState().setSort('name', 'asc');
 */
export function createHomeFiltersStore(initial: Partial<DatasetListFilters> = {}): StoreApi<HomeFiltersState> {
  return createStore<HomeFiltersState>()((set, get) => ({
    ...DEFAULT_DATASET_LIST_FILTERS,
    workspaces: [],
    ...initial,
    setWorkspaces: (workspaces) => set({ workspaces: [...workspaces] }),
    setSearch: (search) => set({ search }),
    setSort: (sortBy, sortDirection = get().sortDirection) => set({ sortBy, sortDirection }),
    toggleSortDirection: () => set({ sortDirection: get().sortDirection === 'asc' ? 'desc' : 'asc' }),
    clear: () => set({ ...DEFAULT_DATASET_LIST_FILTERS, workspaces: [] }),
  }));
}
