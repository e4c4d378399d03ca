import type { CellComponent, ColumnDefinition } from 'tabulator-tables';
import { cellTooltip, columnNameParts, columnWidthLimits, gridCellText, type ColumnView } from '@marginalia/core';
import { escapeHtml, formatCell, rowIdOf, type JumpMark } from './gridCells';
import { contentWidth, type TextMeasure } from './columnContentWidth';
import type { GridHandlers, GridView } from './gridTypes';

/** Changes when the grid's columns must be defined again (and its rows reloaded). */
export function columnKey(view: GridView): string {
  return JSON.stringify([view.columns, view.editable, view.frozen, view.groupBy]);
}

function headerTitle(column: ColumnView, handlers: GridHandlers): HTMLElement {
  const wrap = document.createElement('span');
  wrap.className = 'mg-grid-header';
  const name = document.createElement('span');
  name.className = 'mg-grid-header__name';
  // The name wraps between its words only (never inside one); the whole name is its title when it is cut.
  columnNameParts(column.name).forEach((part, index) => {
    if (index > 0) name.append(document.createElement('wbr'));
    name.append(part);
  });
  name.title = column.name;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mg-grid-header__menu';
  button.setAttribute('aria-label', handlers.texts.columnMenu(column.name));
  button.setAttribute('aria-haspopup', 'menu');
  button.textContent = '⋮';
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    handlers.openColumnMenu(column.name, button);
  });
  // Tabulator starts a range selection on mousedown in the header; the button is not part of it.
  button.addEventListener('mousedown', (event) => event.stopPropagation());
  wrap.append(name, button);
  return wrap;
}

function columnDefinition(
  column: ColumnView,
  view: GridView,
  handlers: GridHandlers,
  marks: JumpMark,
  measure: TextMeasure,
): ColumnDefinition {
  // A data column is never narrower than its longest cell (up to the limit): one-line cells are never cut off.
  const limits = columnWidthLimits(
    column,
    column.kind === 'data' ? contentWidth(view.rows, column.name, measure) : undefined,
  );
  const options = view.options(column.name).map((option) => option.value);
  return {
    title: column.name,
    field: column.name,
    width: view.widths[column.name] ?? limits.width,
    ...(limits.minWidth ? { minWidth: limits.minWidth } : {}),
    maxWidth: limits.maxWidth,
    frozen: view.frozen.includes(column.name),
    cssClass: `mg-grid-col--${column.kind}`,
    // Resized from the header only: a handle in every cell would cost two listeners per cell drawn.
    resizable: 'header',
    titleFormatter: () => headerTitle(column, handlers),
    ...(view.editable ? { editor: options.length > 0 ? ('list' as const) : ('input' as const) } : {}),
    ...(options.length > 0
      ? { editorParams: { values: options, autocomplete: true, freetext: true, listOnEmpty: true } }
      : {}),
    tooltip: (_event: MouseEvent, cell: CellComponent) => {
      const error = handlers.cellError(rowIdOf(cell.getRow()), column.name);
      return [error, cellTooltip(cell.getValue())].filter(Boolean).join('\n');
    },
    // Tabulator appends any Node a formatter returns; its types list only HTMLElement.
    formatter: (cell: CellComponent) => formatCell(cell, column.name, handlers, marks) as HTMLElement,
  };
}

/** Tabulator's column definitions for the view's columns. */
export function columnDefinitions(
  view: GridView,
  handlers: GridHandlers,
  marks: JumpMark,
  measure: TextMeasure = null,
): ColumnDefinition[] {
  return view.columns.map((column) => columnDefinition(column, view, handlers, marks, measure));
}

/** A group header's HTML: the reference value, its row count and the group menu button. */
export function groupHeader(value: unknown, count: number, handlers: GridHandlers): string {
  const text = escapeHtml(gridCellText(value));
  // One gridcell, so the group header is a proper row of the grid for assistive technology (role set below).
  return `<span role="gridcell"><span class="mg-grid-group__value">${text}</span> <span class="mg-grid-group__count">(${count})</span> <button type="button" class="mg-grid-group__menu" aria-label="${escapeHtml(handlers.texts.groupMenu)}" aria-haspopup="menu">⋮</button></span>`;
}

/**
 * Gives Tabulator's DOM the roles a grid needs: its scrolling holder is focusable (keyboard scrolling) but has no
 * role, so it becomes the body's rowgroup and the inner rows container steps aside; group headers, rowgroups in
 * Tabulator, are rows of the grid (their header holds one gridcell).
 */
export function fixGridRoles(element: HTMLElement) {
  element.querySelector('.tabulator-tableholder')?.setAttribute('role', 'rowgroup');
  element.querySelector('.tabulator-tableholder > .tabulator-table')?.setAttribute('role', 'presentation');
  for (const group of element.querySelectorAll('.tabulator-group')) group.setAttribute('role', 'row');
}
