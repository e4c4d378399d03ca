import { Tabulator } from 'tabulator-tables';
import { rowPassesFilters, type ColumnFilters } from '@marginalia/core';
import type { JumpMark } from './grid/gridCells';
import { columnDefinitions, columnKey } from './grid/gridColumns';
import { gridTextMeasure } from './grid/columnContentWidth';
import { listenToGridEvents } from './grid/gridEvents';
import { gridKeyListeners } from './grid/gridKeyboard';
import { gridOptions } from './grid/gridOptions';
import { focusHolderWithoutScrolling, focusOnLoadWhileWorkedIn } from './grid/holderFocus';
import { createGridRows } from './grid/gridRows';
import type { GridHandlers, GridView, TabulatorGrid } from './grid/gridTypes';
import { registerTabulatorModules } from './grid/tabulatorModules';

export type { GridHandlers, GridView, TabulatorGrid } from './grid/gridTypes';

/**
 * Draws a reference table with Tabulator inside `element`. Tabulator keeps its own copies of the rows (it writes
 * edits into them); the store stays the source of truth and `update` brings the grid in step after every change.
 * Popups (tooltips, list editors) open inside `popupContainer`, so they stay in the component's shadow root.
 */
export function createTabulatorGrid(
  element: HTMLElement,
  popupContainer: HTMLElement,
  initial: GridView,
  handlers: GridHandlers,
  height: number | string,
  virtual = true,
): TabulatorGrid {
  registerTabulatorModules();
  let view = initial;
  let ready = false;
  let jumped: { rowId: number; column: string } | null = null;
  const marks: JumpMark = {
    isJumped: (rowId, column) => jumped?.rowId === rowId && jumped.column === column,
  };
  const measure = gridTextMeasure(element);
  const table = new Tabulator(element, gridOptions(view, handlers, marks, { popupContainer, height, virtual, measure }));
  focusHolderWithoutScrolling(table);
  focusOnLoadWhileWorkedIn(table, element, popupContainer, () => view.editable);
  const rows = createGridRows(table, () => view, handlers, marks);

  function applyFilters(filters: ColumnFilters) {
    if (Object.keys(filters).length === 0) table.clearFilter(false);
    else table.setFilter((data: Record<string, unknown>) => rowPassesFilters(data, filters), {});
  }

  listenToGridEvents(table, handlers, {
    element,
    view: () => view,
    isSyncing: rows.isSyncing,
    onBuilt: () => {
      ready = true;
      // Clearing filters the grid never had would redraw every row once more.
      if (Object.keys(view.filters).length > 0) applyFilters(view.filters);
    },
  });

  const { onKeyDown, onKeyDownCapture, onPaste } = gridKeyListeners(table, () => view, handlers);
  element.addEventListener('keydown', onKeyDownCapture, true);
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('paste', onPaste);

  return {
    update(next) {
      const before = view;
      view = next;
      if (!ready) return;
      if (columnKey(before) !== columnKey(next)) {
        table.setColumns(columnDefinitions(next, handlers, marks, measure));
        // Tabulator takes `false` for no grouping, which its types do not list.
        table.setGroupBy((next.groupBy ?? false) as string);
        rows.replaceRows(next.rows);
      } else if (before.rows !== next.rows) {
        rows.syncRows(before.rows, next.rows);
      }
      if (before.validation !== next.validation || before.errorsHidden !== next.errorsHidden)
        rows.reformatMarks(before, next);
      if (before.filters !== next.filters) applyFilters(next.filters);
    },
    async showCell(rowId, column) {
      if (!ready) return;
      await table.scrollToRow(rowId, 'center', false).catch(() => undefined);
      // Not awaited: Tabulator's promise never settles when the column is already in view (the scroll itself is
      // done before it returns).
      void table.scrollToColumn(column, 'middle', false).catch(() => undefined);
      const row = rows.gridRow(rowId);
      if (!row) return;
      const before = jumped && jumped.rowId !== rowId ? rows.gridRow(jumped.rowId) : undefined;
      jumped = { rowId, column };
      // The formatter draws the mark too, so a later redraw of the row keeps it.
      if (before) rows.markRow(before);
      rows.markRow(row);
      const cell = row.getCell(column);
      if (cell) table.addRange(cell, cell);
    },
    destroy() {
      element.removeEventListener('keydown', onKeyDownCapture, true);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('paste', onPaste);
      table.destroy();
    },
  };
}
