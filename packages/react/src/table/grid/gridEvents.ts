import type { Tabulator } from 'tabulator-tables';
import { rowIdOf } from './gridCells';
import { fixGridRoles } from './gridColumns';
import { selectedRowIds } from './gridSelection';
import type { GridHandlers, GridView } from './gridTypes';

/** What the grid's events need beside the table: its element, its current view and whether rows are syncing. */
export interface GridEventContext {
  element: HTMLElement;
  view(): GridView;
  /** True while the grid writes the store's values into its cells: those are not the user's edits. */
  isSyncing(): boolean;
  /** Called once Tabulator has built the table. */
  onBuilt(): void;
}

/**
 * Sends the grid's events on as the handlers' intents: an edit (restored when refused), a column resized, the row
 * and group menus (context menu or the group's menu button); keeps the grid's roles right after every render.
 */
export function listenToGridEvents(table: Tabulator, handlers: GridHandlers, context: GridEventContext) {
  const { element, view } = context;
  table.on('renderComplete', () => {
    fixGridRoles(element);
    // Tabulator draws a range's active mark (its corner handle) only when the range is laid out while its rows are
    // in view; laid out before them, the mark stayed away until the first scroll. Lay the ranges out again once
    // the rows are drawn.
    (table as unknown as { modules?: { selectRange?: { layoutElement?(): void } } }).modules?.selectRange?.layoutElement?.();
  });
  table.on('tableBuilt', () => {
    fixGridRoles(element);
    context.onBuilt();
  });
  table.on('cellEdited', (cell) => {
    if (context.isSyncing()) return;
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
    const groupBy = view().groupBy;
    if (groupBy) handlers.openGroupMenu(groupBy, group.getKey(), { x: rect.left, y: rect.bottom });
  });
  table.on('groupContext', (event, group) => {
    event.preventDefault();
    const point = event as MouseEvent;
    const groupBy = view().groupBy;
    if (groupBy) handlers.openGroupMenu(groupBy, group.getKey(), { x: point.clientX, y: point.clientY });
  });
}
