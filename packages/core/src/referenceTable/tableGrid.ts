import { isNA } from './naValue';
import type { ColumnView } from './tableSelectors';

/** The reference table's drawing constants (spec 2 §9, §5). */
export const TABLE_GRID = {
  /** No column grows wider than this (px). */
  columnMaxWidth: 350,
  /** No data column gets narrower than this (px): a narrow pane scrolls the grid sideways instead of cutting
   * its headers to a letter or two. */
  columnMinWidth: 96,
  /** The row handle column (px). */
  rowHandleWidth: 30,
  /** Index and reference columns (px). */
  keyColumnWidth: 50,
  /** Column widths, freezes and filters are saved this long after the last change (ms). */
  layoutSaveDelayMs: 300,
  /** Filter badges shown above the grid; the rest are counted ('+N'). */
  visibleFilterBadges: 2,
  /** Cells whose text is longer than this show it whole in a tooltip. */
  tooltipMinLength: 100,
  /** With this many columns or fewer the grid sizes to its data ('fitData'). */
  fitDataMaxColumns: 2,
} as const;

/** How the grid sizes its columns: to the data with few columns, else filling the width. */
export type GridLayoutMode = 'fitData' | 'fitColumns';

/**
 * The grid's layout for a number of visible columns (spec 2 §4: fit-data with 2 or fewer).
 *
 * @example
 * gridLayoutMode(2); // 'fitData'
 */
export function gridLayoutMode(columnCount: number): GridLayoutMode {
  return columnCount <= TABLE_GRID.fitDataMaxColumns ? 'fitData' : 'fitColumns';
}

/**
 * Width limits of a column: index and reference columns start at 50 px; data columns keep at least 96 px, or the
 * width their longest cell needs (`contentWidth`, px, when the view could measure it: cells show one line, so a
 * narrower column would cut their texts off); none exceeds 350 px.
 *
 * @example
 * columnWidthLimits({ kind: 'data' }, 140.2); // { minWidth: 141, maxWidth: 350 }
 */
export function columnWidthLimits(
  column: Pick<ColumnView, 'kind'>,
  contentWidth?: number,
): {
  width?: number;
  minWidth?: number;
  maxWidth: number;
} {
  if (column.kind !== 'data')
    return { width: TABLE_GRID.keyColumnWidth, maxWidth: TABLE_GRID.columnMaxWidth };
  const needed = Math.max(TABLE_GRID.columnMinWidth, Math.ceil(contentWidth ?? 0));
  return { minWidth: Math.min(TABLE_GRID.columnMaxWidth, needed), maxWidth: TABLE_GRID.columnMaxWidth };
}

/**
 * A column name cut where it may wrap: after `_`, `-`, `.` and spaces, and between a lower-case letter and an
 * upper-case one (`Study_ID` → `Study_`, `ID`; `armName` → `arm`, `Name`). A narrow column (key columns are 50 px)
 * wraps its name only there, never inside a word; a word still too wide is cut with an ellipsis.
 *
 * @example
 * columnNameParts('ci_low'); // ['ci_', 'low']
 */
export function columnNameParts(name: string): string[] {
  return name.split(/(?<=[_\-. ])|(?<=\p{Ll})(?=\p{Lu})/u).filter((part) => part !== '');
}

/** The text a cell shows. NA stays as typed ('NA'); null and undefined show nothing. */
export function gridCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The tooltip of a cell: its whole text when longer than 100 characters, else null.
 *
 * @example
 * cellTooltip('x'.repeat(101)); // 'xxx…' (all 101)
 */
export function cellTooltip(value: unknown): string | null {
  const text = gridCellText(value);
  return text.length > TABLE_GRID.tooltipMinLength ? text : null;
}

/** The distinct values of a column, in first-seen order, for its 'Filter values' list (NA shown as ''). */
export function columnValues(rows: readonly Record<string, unknown>[], column: string): string[] {
  const seen = new Set<string>();
  for (const row of rows) seen.add(isNA(row[column]) ? '' : gridCellText(row[column]));
  return [...seen];
}

/** Column → the values a row must have to be shown. */
export type ColumnFilters = Readonly<Record<string, readonly string[]>>;

/** Whether a row passes every column filter (a filter with no values hides every row of that column). */
export function rowPassesFilters(row: Readonly<Record<string, unknown>>, filters: ColumnFilters): boolean {
  for (const [column, values] of Object.entries(filters)) {
    const text = isNA(row[column]) ? '' : gridCellText(row[column]);
    if (!values.includes(text)) return false;
  }
  return true;
}
