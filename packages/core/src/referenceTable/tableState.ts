import type { StoreApi } from 'zustand/vanilla';
import type { TableSchemaFile, TableValue } from '../api/wire/tables';
import type { Timers } from '../environment/Timers';
import type { Message } from '../messages/Message';
import type { ColumnNameDraft } from './columnNameDraft';
import type { ReferenceValues } from './rowRules';
import type { SchemaLoader, SchemaVersion } from './schemaFile';
import type { TableRules } from './schemaRules';
import type { TableDocument } from './tableDocument';
import type { TableHistory } from './tableHistory';
import type { CellErrorPosition, TableValidation } from './validateTable';

/** Options of {@link createTableStore}. */
export interface TableStoreOptions {
  /** Whether edits are allowed (default true); a read-only table refuses every edit intent. */
  editable?: boolean;
  /** Loads schema files by name and version (see `createSchemaLoader`); without it only an inline schema checks. */
  loadSchema?: SchemaLoader;
  /** Values other tables offer for this table's reference columns. */
  referenceValues?: ReferenceValues;
  /** Receives the table JSON after every change (null once the table is deleted); a rejection is reported. */
  onChange?(value: TableValue | null): void | Promise<void>;
  timers?: Timers;
}

/** The outcome of an intent: done, or refused with the reason to show. */
export type EditOutcome = { ok: true } | { ok: false; error: Message };

/** What 'Check data' found: how many cells are wrong and where the first one is. */
export interface CheckResult {
  count: number;
  first: CellErrorPosition | null;
}

/** State and intents of one reference table (spec 2 §4). */
export interface TableState {
  /** The table, or null when there is none ('No data available'). */
  document: TableDocument | null;
  editable: boolean;
  /** The schema the table is checked against: the fetched file, else the inline `validation`. */
  schema: TableSchemaFile | null;
  schemaVersion: SchemaVersion | null;
  schemaStatus: 'none' | 'loading' | 'ready' | 'failed';
  schemaError: Message | null;
  rules: TableRules;
  validation: TableValidation;
  /** 'Ignore errors' hides the marks until the next check. */
  errorsHidden: boolean;
  history: TableHistory;
  canUndo: boolean;
  canRedo: boolean;
  referenceValues: ReferenceValues;
  loadError: Message | null;
  updateError: Message | null;
  lastCheck: CheckResult | null;
  columnName: ColumnNameDraft | null;
  load(table: unknown): Promise<void>;
  editCell(rowId: number, column: string, value: unknown): EditOutcome;
  pasteBlock(rowId: number, column: string, block: string | readonly (readonly unknown[])[]): EditOutcome;
  addRow(afterRowId?: number): EditOutcome;
  duplicateRows(rowIds: readonly number[]): EditOutcome;
  deleteRows(rowIds: readonly number[]): EditOutcome;
  /** Writes completed rows (a model's fill-in) over the chosen rows as one undoable edit. */
  fillRows(rowIds: readonly number[], completed: readonly Readonly<Record<string, unknown>>[]): EditOutcome;
  deleteGroup(column: string, value: unknown): EditOutcome;
  addColumn(name?: string): EditOutcome;
  addSchemaColumn(name: string): EditOutcome;
  renameColumn(from: string, to: string): EditOutcome;
  deleteColumn(name: string): EditOutcome;
  /** 'Clear data' (rows and non-reference columns go) or, on an empty table, 'Delete table'. */
  clear(): EditOutcome;
  generateReferenceRows(): EditOutcome;
  addMissingReferences(column: string): EditOutcome;
  undo(): void;
  redo(): void;
  checkData(): CheckResult;
  ignoreErrors(): void;
  fetchLatestSchema(): Promise<void>;
  typeColumnName(name: string, renaming?: string): void;
  closeColumnName(): void;
  setReferenceValues(values: ReferenceValues): void;
  setEditable(editable: boolean): void;
  /**
   * Gives the table its schema loader once the host has one (a page knows the dataset's workspace only after it
   * has loaded). A table already loaded without one then fetches its schema and is checked against it.
   */
  setSchemaLoader(loadSchema: SchemaLoader | undefined): Promise<void>;
  dispose(): void;
}

/** A zustand store of {@link TableState}. */
export type TableStore = StoreApi<TableState>;

/** How the table store's parts read and write its state. */
export interface TableStateAccess {
  get(): TableState;
  set(partial: Partial<TableState>): void;
}
