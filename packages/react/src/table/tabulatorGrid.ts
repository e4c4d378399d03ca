import { Tabulator } from 'tabulator-tables';
import { HIDDEN_ID_COLUMN, TABLE_GRID, gridLayoutMode, rowPassesFilters, type ColumnFilters } from '@marginalia/core';
import { rowIdOf, type JumpMark } from './grid/gridCells';
import { columnDefinitions, columnKey, fixGridRoles, groupHeader } from './grid/gridColumns';
import { gridKeyListeners } from './grid/gridKeyboard';
import { copyRows, createGridRows } from './grid/gridRows';
import { selectedRowIds } from './grid/gridSelection';
import type { GridHandlers, GridView, TabulatorGrid } from './grid/gridTypes';
import { registerTabulatorModules } from './grid/tabulatorModules';

export type { GridHandlers, GridView, TabulatorGrid } from './grid/gridTypes';

/**
 * Every row is this tall (px): with a fixed height Tabulator's virtual renderer never measures rows, which would
 * force a layout for each row drawn while scrolling or updated after an edit. Cells show one line (ellipsis).
 */
const ROW_HEIGHT = 30;

/**
 * Rows drawn beyond the visible ones, above and below (px). Tabulator's default, the grid's own height, keeps
 * three screens of rows in the document, and every frame of scrolling lays out and paints all of them; a
 * scroll of more than twice this in one frame redraws the rows around the new position instead.
 */
const RENDER_BUFFER = 200;

// Tabulator focuses its first cell whenever it builds its default range (on every load of data), which takes
// the focus from the annotator and scrolls the page to the table. A read-only grid (a table field) is focused
// when the user goes to it; an editable one keeps Tabulator's focus, which its editing needs (double-click edits
// stop working without it). (Not in the option types, hence a separate object.)
const focusOnLoad = (editable: boolean) => ({ selectableRangeAutoFocus: editable });

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
  const table = new Tabulator(element, {
    data: copyRows(view.rows),
    index: HIDDEN_ID_COLUMN,
    columns: columnDefinitions(view, handlers, marks),
    layout: gridLayoutMode(view.columns.length),
    height,
    rowHeight: ROW_HEIGHT,
    renderVertical: virtual ? 'virtual' : 'basic',
    renderVerticalBuffer: RENDER_BUFFER,
    placeholder: handlers.texts.noData,
    popupContainer,
    editTriggerEvent: 'dblclick',
    selectableRange: 1,
    selectableRangeColumns: true,
    selectableRangeRows: true,
    ...focusOnLoad(initial.editable),
    ...(view.groupBy ? { groupBy: view.groupBy } : {}),
    groupHeader: (value: unknown, count: number) => groupHeader(value, count, handlers),
    rowHeader: {
      width: TABLE_GRID.rowHandleWidth,
      minWidth: TABLE_GRID.rowHandleWidth,
      resizable: false,
      frozen: true,
      hozAlign: 'center',
      formatter: 'rownum',
    },
  });
  const rows = createGridRows(table, () => view, handlers, marks);

  function applyFilters(filters: ColumnFilters) {
    if (Object.keys(filters).length === 0) table.clearFilter(false);
    else table.setFilter((data: Record<string, unknown>) => rowPassesFilters(data, filters), {});
  }

  table.on('renderComplete', () => fixGridRoles(element));
  table.on('tableBuilt', () => {
    fixGridRoles(element);
    ready = true;
    // Clearing filters the grid never had would redraw every row once more.
    if (Object.keys(view.filters).length > 0) applyFilters(view.filters);
  });
  table.on('cellEdited', (cell) => {
    if (rows.isSyncing()) return;
    if (!handlers.editCell(rowIdOf(cell.getRow()), cell.getField(), cell.getValue())) cell.restoreOldValue();
  });
  table.on('columnResized', (column) => {
    const field = column.getField();
    if (field) handlers.resizeColumn(field, column.getWidth());
  });
  table.on('rowContext', (event, row) => {
    event.preventDefault();
    const point = event as MouseEvent;
    handlers.openRowMenu(selectedRowIds(table, row), { x: point.clientX, y: point.clientY });
  });
  table.on('groupClick', (event, group) => {
    if (!(event.target instanceof HTMLElement) || !event.target.closest('.mg-grid-group__menu')) return;
    const rect = event.target.getBoundingClientRect();
    if (view.groupBy) handlers.openGroupMenu(view.groupBy, group.getKey(), { x: rect.left, y: rect.bottom });
  });
  table.on('groupContext', (event, group) => {
    event.preventDefault();
    const point = event as MouseEvent;
    if (view.groupBy)
      handlers.openGroupMenu(view.groupBy, group.getKey(), { x: point.clientX, y: point.clientY });
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
        table.setColumns(columnDefinitions(next, handlers, marks));
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
