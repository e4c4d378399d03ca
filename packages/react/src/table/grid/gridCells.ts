import type { CellComponent, RowComponent } from 'tabulator-tables';
import { HIDDEN_ID_COLUMN, gridCellText, type TableRow } from '@marginalia/core';
import type { GridHandlers } from './gridTypes';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const rowIdOf = (row: RowComponent) => (row.getData() as TableRow)[HIDDEN_ID_COLUMN] as number;

/** Whether Tabulator has drawn the row's cells; an undrawn row draws them from its data when it comes into view. */
export const isDrawn = (row: RowComponent) => row.getElement().childElementCount > 0;

/** The cell 'Check data' jumped to; kept by the grid so a redraw of its row keeps the mark. */
export interface JumpMark {
  isJumped(rowId: number, column: string): boolean;
}

/** Draws a cell's error and jump marks (its formatter, and after a check for the rows whose marks changed). */
export function markCell(
  element: HTMLElement,
  rowId: number,
  column: string,
  handlers: GridHandlers,
  marks: JumpMark,
) {
  const error = handlers.cellError(rowId, column);
  element.classList.toggle('mg-grid-cell--error', error !== null);
  element.classList.toggle('mg-grid-cell--jumped', marks.isJumped(rowId, column));
  if (error) element.setAttribute('aria-invalid', 'true');
  else element.removeAttribute('aria-invalid');
}

/**
 * A data cell's formatter: its marks, and its text as a text node. Tabulator sets a returned string as the cell's
 * innerHTML, which parses HTML for every cell drawn while scrolling; a text node needs neither parsing nor escaping.
 */
export function formatCell(cell: CellComponent, column: string, handlers: GridHandlers, marks: JumpMark): Node {
  markCell(cell.getElement(), rowIdOf(cell.getRow()), column, handlers, marks);
  return document.createTextNode(gridCellText(cell.getValue()));
}
