import type { ColumnFilters, ColumnOption, ColumnView, TableRow, TableValidation } from '@marginalia/core';

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

/** The grid's imperative side: the Tabulator instance, kept in step with the store's view. */
export interface TabulatorGrid {
  update(view: GridView): void;
  /** Scrolls to a cell and selects it ('Check data' jumps to the first error). */
  showCell(rowId: number, column: string): Promise<void>;
  destroy(): void;
}
