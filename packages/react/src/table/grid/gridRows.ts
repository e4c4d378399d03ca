import type { RowComponent, Tabulator } from 'tabulator-tables';
import { HIDDEN_ID_COLUMN, type TableRow } from '@marginalia/core';
import { isDrawn, rowIdOf, type JumpMark } from './gridCells';
import { createGridRowMarks } from './gridRowMarks';
import type { GridHandlers, GridView } from './gridTypes';

/** Up to this many rows added or removed by an edit go in or out one by one; more reload the grid's rows. */
const ROWS_MOVED_ONE_BY_ONE = 100;

export const copyRows = (rows: readonly TableRow[]) => rows.map((row) => ({ ...row }));

/**
 * Keeps the grid's rows and marks in step with the store's: Tabulator keeps its own copies of the rows, so each
 * change is written into them with as little redrawing (and no row measured) as the change allows.
 */
export function createGridRows(table: Tabulator, view: () => GridView, handlers: GridHandlers, marks: JumpMark) {
  /** True while the grid writes the store's values into its cells: those are not the user's edits. */
  let syncing = false;
  /** The grid's rows by `_id` (Tabulator finds a row by index with a scan of every row). */
  let rowsById: Map<number, RowComponent> | null = null;
  const gridRow = (id: number) => {
    rowsById ??= new Map(table.getRows().map((row) => [rowIdOf(row), row]));
    return rowsById.get(id);
  };
  const replaceRows = (rows: readonly TableRow[]) => {
    rowsById = null;
    void table.replaceData(copyRows(rows));
  };

  /**
   * Writes the changed cells of the changed rows into the grid, cell by cell: only those cells are drawn again,
   * and no row is measured (Tabulator's `updateData` re-measures every updated row, a layout each).
   */
  function updateRows(changed: readonly TableRow[]) {
    const groupBy = view().groupBy;
    syncing = true;
    try {
      for (const next of changed) {
        const row = gridRow(next._id);
        if (!row) continue;
        const shown = row.getData() as Record<string, unknown>;
        const fields = [...new Set([...Object.keys(next), ...Object.keys(shown)])].filter(
          (field) => field !== HIDDEN_ID_COLUMN && !Object.is(shown[field], next[field]),
        );
        if (fields.length === 0) continue;
        const values = Object.fromEntries(fields.map((field) => [field, next[field]]));
        // A new value in the grouping column moves the row to another group, which `update` does.
        if (groupBy !== null && fields.includes(groupBy)) void row.update(values);
        else if (!isDrawn(row)) Object.assign(shown, values);
        else for (const field of fields) row.getCell(field)?.setValue(values[field]);
      }
    } finally {
      syncing = false;
    }
  }

  /**
   * Adds and removes rows one by one when few came or went and the others kept their order (a new row, duplicated
   * or deleted rows, their undo); answers false when the grid's rows must be reloaded instead.
   */
  function moveRows(before: readonly TableRow[], after: readonly TableRow[]): boolean {
    const beforeById = new Map(before.map((row) => [row._id, row]));
    const afterIds = new Set(after.map((row) => row._id));
    const removed = before.filter((row) => !afterIds.has(row._id));
    const added = after.flatMap((row, index) => (beforeById.has(row._id) ? [] : [{ row, index }]));
    if (removed.length + added.length > ROWS_MOVED_ONE_BY_ONE) return false;
    const kept = after.filter((row) => beforeById.has(row._id));
    let next = 0;
    for (const row of before) if (afterIds.has(row._id) && kept[next++]?._id !== row._id) return false;
    table.blockRedraw();
    try {
      for (const row of removed) void gridRow(row._id)?.delete();
      // In order, so the row before each new one is already in the grid.
      for (const { row, index } of added) {
        const previous = after[index - 1];
        // The row itself where known: Tabulator reads an index of 0 as no position.
        if (previous) void table.addRow({ ...row }, false, gridRow(previous._id) ?? previous._id);
        else void table.addRow({ ...row }, true);
      }
    } finally {
      table.restoreRedraw();
      rowsById = null;
    }
    const changed = kept.filter((row) => row !== beforeById.get(row._id));
    if (changed.length > 0) updateRows(changed);
    return true;
  }

  function syncRows(before: readonly TableRow[], after: readonly TableRow[]) {
    const sameShape =
      before.length === after.length && after.every((row, index) => row._id === before[index]?._id);
    if (!sameShape) {
      if (!moveRows(before, after)) replaceRows(after);
      return;
    }
    const changed = after.filter((row, index) => row !== before[index]);
    if (changed.length > 0) updateRows(changed);
  }

  const { markRow, reformatMarks } = createGridRowMarks(table, gridRow, handlers, marks);
  return { gridRow, replaceRows, syncRows, markRow, reformatMarks, isSyncing: () => syncing };
}
