import type { RowComponent, Tabulator } from 'tabulator-tables';
import { changedMarks } from '@marginalia/core';
import { isDrawn, markCell, rowIdOf, type JumpMark } from './gridCells';
import type { GridHandlers, GridView } from './gridTypes';

/** Draws the error and jump marks of the grid's rows again, only where they may have changed. */
export function createGridRowMarks(
  table: Tabulator,
  gridRow: (id: number) => RowComponent | undefined,
  handlers: GridHandlers,
  marks: JumpMark,
) {
  /** Draws the marks of a row's cells again (an undrawn row is marked by its formatter when drawn). */
  function markRow(row: RowComponent) {
    if (!isDrawn(row)) return;
    const id = rowIdOf(row);
    for (const cell of row.getCells()) {
      const field = cell.getField();
      if (field) markCell(cell.getElement(), id, field, handlers, marks);
    }
  }

  /** Draws the marks again where they may have changed between two views. */
  function reformatMarks(before: GridView, next: GridView) {
    const rows =
      before.errorsHidden === next.errorsHidden ? changedMarks(before.validation, next.validation) : null;
    if (rows === null) {
      for (const row of table.getRows()) markRow(row);
      return;
    }
    for (const id of rows) {
      const row = gridRow(id);
      if (row) markRow(row);
    }
  }

  return { markRow, reformatMarks };
}
