import type { CellComponent, RowComponent, Tabulator } from 'tabulator-tables';
import { rowIdOf } from './gridCells';

/** The `_id`s of the rows in the selected ranges; a row outside them (right-clicked) answers that row alone. */
export function selectedRowIds(table: Tabulator, fallback?: RowComponent): number[] {
  const ids = new Set<number>();
  for (const range of table.getRanges()) for (const row of range.getRows()) ids.add(rowIdOf(row));
  if (fallback && !ids.has(rowIdOf(fallback))) return [rowIdOf(fallback)];
  return [...ids];
}

/** The first data cell of the selected range, or null. */
export function activeCell(table: Tabulator): CellComponent | null {
  const range = table.getRanges()[0];
  if (!range) return null;
  const cells = range.getCells().flat();
  return cells.find((cell) => cell.getField()) ?? null;
}
