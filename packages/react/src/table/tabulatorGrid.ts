import {
  EditModule,
  FilterModule,
  FormatModule,
  FrozenColumnsModule,
  GroupRowsModule,
  InteractionModule,
  KeybindingsModule,
  PopupModule,
  ResizeColumnsModule,
  ResizeTableModule,
  SelectRangeModule,
  Tabulator,
  TooltipModule,
  type CellComponent,
  type ColumnDefinition,
  type RowComponent,
} from 'tabulator-tables';
import {
  HIDDEN_ID_COLUMN,
  changedMarks,
  TABLE_GRID,
  cellTooltip,
  columnWidthLimits,
  gridCellText,
  gridLayoutMode,
  rowPassesFilters,
  type ColumnFilters,
  type ColumnOption,
  type ColumnView,
  type TableRow,
  type TableValidation,
} from '@marginalia/core';

let registered = false;
function registerModules() {
  if (registered) return;
  registered = true;
  // Only the modules the reference table uses, so its chunk stays a fraction of Tabulator's full build.
  Tabulator.registerModule([
    EditModule,
    FilterModule,
    FormatModule,
    FrozenColumnsModule,
    GroupRowsModule,
    InteractionModule,
    KeybindingsModule,
    PopupModule,
    ResizeColumnsModule,
    ResizeTableModule,
    SelectRangeModule,
    TooltipModule,
  ]);
}

/** What the grid draws: everything comes from the core's table and layout stores. */
export interface GridView {
  columns: readonly ColumnView[];
  rows: readonly TableRow[];
  editable: boolean;
  /** The reference column rows are grouped by, or null. */
  groupBy: string | null;
  frozen: readonly string[];
  widths: Readonly<Record<string, number>>;
  filters: ColumnFilters;
  /** The store's check of the table: the grid redraws the marks of the rows it changed. */
  validation: TableValidation;
  /** 'Ignore errors' hides every mark. */
  errorsHidden: boolean;
  options: (column: string) => readonly ColumnOption[];
}

/** What the grid reports back; the component turns each into a store intent or a menu. */
export interface GridHandlers {
  editCell(rowId: number, column: string, value: unknown): boolean;
  paste(rowId: number, column: string, text: string): void;
  undo(): void;
  redo(): void;
  resizeColumn(column: string, width: number): void;
  openColumnMenu(column: string, anchor: HTMLElement): void;
  openRowMenu(rowIds: number[], at: { x: number; y: number }): void;
  openGroupMenu(column: string, value: unknown, at: { x: number; y: number }): void;
  /** The translated error of a cell, or null. */
  cellError(rowId: number, column: string): string | null;
  texts: {
    noData: string;
    columnMenu(column: string): string;
    groupMenu: string;
    rowHandle(row: number): string;
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const copyRows = (rows: readonly TableRow[]) => rows.map((row) => ({ ...row }));

/**
 * Every row is this tall (px): with a fixed height Tabulator's virtual renderer never measures rows, which would
 * force a layout for each row drawn while scrolling or updated after an edit. Cells show one line (ellipsis).
 */
const ROW_HEIGHT = 30;

/** Up to this many rows added or removed by an edit go in or out one by one; more reload the grid's rows. */
const ROWS_MOVED_ONE_BY_ONE = 100;

const rowIdOf = (row: RowComponent) => (row.getData() as TableRow)[HIDDEN_ID_COLUMN] as number;

function columnKey(view: GridView): string {
  return JSON.stringify([view.columns, view.editable, view.frozen, view.groupBy]);
}

function headerTitle(column: ColumnView, handlers: GridHandlers): HTMLElement {
  const wrap = document.createElement('span');
  wrap.className = 'mg-grid-header';
  const name = document.createElement('span');
  name.className = 'mg-grid-header__name';
  name.textContent = column.name;
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

/** The cell 'Check data' jumped to; kept by the grid so a redraw of its row keeps the mark. */
interface JumpMark {
  isJumped(rowId: number, column: string): boolean;
}

/** Draws a cell's error and jump marks (its formatter, and after a check for the rows whose marks changed). */
function markCell(element: HTMLElement, rowId: number, column: string, handlers: GridHandlers, marks: JumpMark) {
  const error = handlers.cellError(rowId, column);
  element.classList.toggle('mg-grid-cell--error', error !== null);
  element.classList.toggle('mg-grid-cell--jumped', marks.isJumped(rowId, column));
  if (error) element.setAttribute('aria-invalid', 'true');
  else element.removeAttribute('aria-invalid');
}

function columnDefinition(
  column: ColumnView,
  view: GridView,
  handlers: GridHandlers,
  marks: JumpMark,
): ColumnDefinition {
  const limits = columnWidthLimits(column);
  const options = view.options(column.name).map((option) => option.value);
  return {
    title: column.name,
    field: column.name,
    width: view.widths[column.name] ?? limits.width,
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
    formatter: (cell: CellComponent) => {
      markCell(cell.getElement(), rowIdOf(cell.getRow()), column.name, handlers, marks);
      return escapeHtml(gridCellText(cell.getValue()));
    },
  };
}

function columnDefinitions(view: GridView, handlers: GridHandlers, marks: JumpMark): ColumnDefinition[] {
  return view.columns.map((column) => columnDefinition(column, view, handlers, marks));
}

function groupHeader(value: unknown, count: number, handlers: GridHandlers): string {
  const text = escapeHtml(gridCellText(value));
  // One gridcell, so the group header is a proper row of the grid for assistive technology (role set below).
  return `<span role="gridcell"><span class="mg-grid-group__value">${text}</span> <span class="mg-grid-group__count">(${count})</span> <button type="button" class="mg-grid-group__menu" aria-label="${escapeHtml(handlers.texts.groupMenu)}" aria-haspopup="menu">⋮</button></span>`;
}

function isEditing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA');
}

/**
 * Gives Tabulator's DOM the roles a grid needs: its scrolling holder is focusable (keyboard scrolling) but has no
 * role, so it becomes the body's rowgroup and the inner rows container steps aside; group headers, rowgroups in
 * Tabulator, are rows of the grid (their header holds one gridcell).
 */
function fixGridRoles(element: HTMLElement) {
  element.querySelector('.tabulator-tableholder')?.setAttribute('role', 'rowgroup');
  element.querySelector('.tabulator-tableholder > .tabulator-table')?.setAttribute('role', 'presentation');
  for (const group of element.querySelectorAll('.tabulator-group')) group.setAttribute('role', 'row');
}

/** The grid's imperative side: the Tabulator instance, kept in step with the store's view. */
export interface TabulatorGrid {
  update(view: GridView): void;
  /** Scrolls to a cell and selects it ('Check data' jumps to the first error). */
  showCell(rowId: number, column: string): Promise<void>;
  destroy(): void;
}

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
  registerModules();
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

  table.on('renderComplete', () => fixGridRoles(element));
  table.on('tableBuilt', () => {
    fixGridRoles(element);
    ready = true;
    // Clearing filters the grid never had would redraw every row once more.
    if (Object.keys(view.filters).length > 0) applyFilters(view.filters);
  });
  /** True while the grid writes the store's values into its cells: those are not the user's edits. */
  let syncing = false;
  table.on('cellEdited', (cell) => {
    if (syncing) return;
    if (!handlers.editCell(rowIdOf(cell.getRow()), cell.getField(), cell.getValue())) cell.restoreOldValue();
  });
  table.on('columnResized', (column) => {
    const field = column.getField();
    if (field) handlers.resizeColumn(field, column.getWidth());
  });
  table.on('rowContext', (event, row) => {
    event.preventDefault();
    const point = event as MouseEvent;
    handlers.openRowMenu(selectedRowIds(row), { x: point.clientX, y: point.clientY });
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

  function selectedRowIds(fallback?: RowComponent): number[] {
    const ids = new Set<number>();
    for (const range of table.getRanges()) for (const row of range.getRows()) ids.add(rowIdOf(row));
    if (fallback && !ids.has(rowIdOf(fallback))) return [rowIdOf(fallback)];
    return [...ids];
  }

  function activeCell(): CellComponent | null {
    const range = table.getRanges()[0];
    if (!range) return null;
    const cells = range.getCells().flat();
    return cells.find((cell) => cell.getField()) ?? null;
  }

  function applyFilters(filters: ColumnFilters) {
    if (Object.keys(filters).length === 0) table.clearFilter(false);
    else table.setFilter((data: Record<string, unknown>) => rowPassesFilters(data, filters), {});
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const editing = isEditing(event.target);
    // Enter never leaves the grid (no form submit, no page shortcut) and never starts anything in it.
    // An editor's own listener has already committed the edit; preventing the default here also stops the
    // implicit submit of a surrounding form.
    if (event.key === 'Enter') {
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    if (editing) {
      event.stopPropagation();
      return;
    }
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      event.stopPropagation();
      if (event.shiftKey) handlers.redo();
      else handlers.undo();
    } else if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      event.stopPropagation();
      handlers.redo();
    } else if (event.key === 'F2' && view.editable) {
      event.preventDefault();
      activeCell()?.edit(true);
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      const cell = activeCell();
      if (!cell) return;
      event.preventDefault();
      const rect = cell.getElement().getBoundingClientRect();
      handlers.openRowMenu(selectedRowIds(), { x: rect.left, y: rect.bottom });
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    if (isEditing(event.target) || !view.editable) return;
    const cell = activeCell();
    const text = event.clipboardData?.getData('text/plain');
    if (!cell || !text) return;
    event.preventDefault();
    handlers.paste(rowIdOf(cell.getRow()), cell.getField(), text);
  };
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('paste', onPaste);

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

  /** Whether Tabulator has drawn the row's cells; an undrawn row draws them from its data when it comes into view. */
  const isDrawn = (row: RowComponent) => row.getElement().childElementCount > 0;

  /**
   * Writes the changed cells of the changed rows into the grid, cell by cell: only those cells are drawn again,
   * and no row is measured (Tabulator's `updateData` re-measures every updated row, a layout each).
   */
  function updateRows(changed: readonly TableRow[]) {
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
        if (view.groupBy !== null && fields.includes(view.groupBy)) void row.update(values);
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

  return {
    update(next) {
      const before = view;
      view = next;
      if (!ready) return;
      if (columnKey(before) !== columnKey(next)) {
        table.setColumns(columnDefinitions(next, handlers, marks));
        // Tabulator takes `false` for no grouping, which its types do not list.
        table.setGroupBy((next.groupBy ?? false) as string);
        replaceRows(next.rows);
      } else if (before.rows !== next.rows) {
        syncRows(before.rows, next.rows);
      }
      if (before.validation !== next.validation || before.errorsHidden !== next.errorsHidden)
        reformatMarks(before, next);
      if (before.filters !== next.filters) applyFilters(next.filters);
    },
    async showCell(rowId, column) {
      if (!ready) return;
      await table.scrollToRow(rowId, 'center', false).catch(() => undefined);
      // Not awaited: Tabulator's promise never settles when the column is already in view (the scroll itself is
      // done before it returns).
      void table.scrollToColumn(column, 'middle', false).catch(() => undefined);
      const row = gridRow(rowId);
      if (!row) return;
      const before = jumped && jumped.rowId !== rowId ? gridRow(jumped.rowId) : undefined;
      jumped = { rowId, column };
      // The formatter draws the mark too, so a later redraw of the row keeps it.
      if (before) markRow(before);
      markRow(row);
      const cell = row.getCell(column);
      if (cell) table.addRange(cell, cell);
    },
    destroy() {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('paste', onPaste);
      table.destroy();
    },
  };
}
