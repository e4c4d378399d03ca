import { createStore } from 'zustand/vanilla';
import { hostTimers, type Timers } from '../environment/Timers';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import { TABLE_GRID, type ColumnFilters } from './tableGrid';

/** What a person arranged in a reference table: widths, frozen columns and value filters. */
export interface TableLayout {
  widths: Readonly<Record<string, number>>;
  frozen: readonly string[];
  filters: ColumnFilters;
}

/** State and intents of a table's layout. */
export interface TableLayoutState extends TableLayout {
  resizeColumn(column: string, width: number): void;
  toggleFrozen(column: string): void;
  /** Shows only rows whose `column` is one of `values`; null removes the filter. */
  setFilter(column: string, values: readonly string[] | null): void;
  clearFilters(): void;
  /** Follows a renamed column; forgets a deleted one (`to` null). */
  renameColumn(from: string, to: string | null): void;
  /** Saves what is still waiting for its delay, and stops. */
  dispose(): void;
}

export interface TableLayoutOptions {
  /** Where the layout is kept; without it the layout lives only as long as the table. */
  storage?: KeyValueStorage;
  /** The storage key (e.g. `table-layout:<dataset>:<question>`). */
  key?: string;
  timers?: Timers;
}

export const EMPTY_LAYOUT: TableLayout = { widths: {}, frozen: [], filters: {} };

function readLayout(storage: KeyValueStorage | undefined, key: string | undefined): TableLayout {
  const text = storage && key ? storage.getItem(key) : null;
  if (!text) return EMPTY_LAYOUT;
  try {
    const value = JSON.parse(text) as Partial<TableLayout>;
    return {
      widths: typeof value.widths === 'object' && value.widths ? value.widths : {},
      frozen: Array.isArray(value.frozen) ? value.frozen.filter((c) => typeof c === 'string') : [],
      filters: typeof value.filters === 'object' && value.filters ? value.filters : {},
    };
  } catch {
    // A layout saved by an older version or edited by hand is not worth an error: start afresh.
    return EMPTY_LAYOUT;
  }
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/**
 * The layout of one reference table (column widths, frozen columns, value filters), saved 300 ms after the last
 * change so a drag of a column edge writes once.
 *
 * @example
 * const layout = createTableLayoutStore({ storage: localStorage, key: 'table-layout:ds1:outcomes' });
 * layout.getState().resizeColumn('arm', 120); // saved 300 ms later
 */
export function createTableLayoutStore(options: TableLayoutOptions = {}) {
  const timers = options.timers ?? hostTimers;
  let pending: unknown = null;
  return createStore<TableLayoutState>()((set, get) => {
    const save = () => {
      pending = null;
      const { widths, frozen, filters } = get();
      if (options.storage && options.key)
        options.storage.setItem(options.key, JSON.stringify({ widths, frozen, filters }));
    };
    const change = (next: Partial<TableLayout>) => {
      set(next);
      if (pending !== null) timers.clearTimeout(pending);
      pending = timers.setTimeout(save, TABLE_GRID.layoutSaveDelayMs);
    };
    return {
      ...readLayout(options.storage, options.key),
      resizeColumn: (column, width) =>
        change({
          widths: { ...get().widths, [column]: Math.min(Math.round(width), TABLE_GRID.columnMaxWidth) },
        }),
      toggleFrozen: (column) => {
        const frozen = get().frozen;
        change({
          frozen: frozen.includes(column) ? frozen.filter((c) => c !== column) : [...frozen, column],
        });
      },
      setFilter: (column, values) =>
        change({
          filters: values === null ? without(get().filters, column) : { ...get().filters, [column]: values },
        }),
      clearFilters: () => change({ filters: {} }),
      renameColumn: (from, to) => {
        const { widths, frozen, filters } = get();
        const move = <T>(record: Readonly<Record<string, T>>) => {
          const rest = without(record, from);
          return to !== null && from in record ? { ...rest, [to]: record[from] as T } : rest;
        };
        const nextFrozen = frozen.flatMap((c) => (c === from ? (to === null ? [] : [to]) : [c]));
        change({ widths: move(widths), frozen: nextFrozen, filters: move(filters) });
      },
      dispose: () => {
        if (pending === null) return;
        timers.clearTimeout(pending);
        save();
      },
    };
  });
}

/** A zustand store of {@link TableLayoutState}. */
export type TableLayoutStore = ReturnType<typeof createTableLayoutStore>;

/** One filter badge: the column and the values it keeps. */
export interface FilterBadge {
  column: string;
  values: readonly string[];
}

/**
 * The filter badges above the grid: the first two, and how many more are set ('+N').
 *
 * @example
 * selectFilterBadges(layout); // { shown: [{ column: 'arm', values: ['drug'] }], more: 0 }
 */
export function selectFilterBadges(state: TableLayout): { shown: FilterBadge[]; more: number } {
  const all = Object.entries(state.filters).map(([column, values]) => ({ column, values }));
  return {
    shown: all.slice(0, TABLE_GRID.visibleFilterBadges),
    more: Math.max(0, all.length - TABLE_GRID.visibleFilterBadges),
  };
}
