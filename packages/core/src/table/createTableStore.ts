import { createStore } from 'zustand/vanilla';
import { tableValueSchema, type TableSchemaFile, type TableValue } from '../api/wire/tables';
import { defaultTimeoutTimers, type TimeoutTimers } from '../keyboard/createDigitBuffer';
import { createMessage, type Message } from '../messages/Message';
import { reasonOfError } from '../messages/messageOfError';
import { createColumnNameDraft, type ColumnNameDraft } from './columnNameDraft';
import { referenceColumnWithValues, type ReferenceValues } from './rowRules';
import type { SchemaLoader, SchemaVersion } from './schemaFile';
import { NO_RULES, rulesFromSchema, type TableRules } from './schemaRules';
import { applyCommand, commandReach, invertCommand, type TableCommand } from './tableCommands';
import { columnNames, fromTableValue, toTableValue, type TableDocument } from './tableDocument';
import { fillRowsCommand } from './fillRowsCommand';
import * as edits from './tableEditCommands';
import {
  EMPTY_HISTORY,
  pushHistory,
  takeRedo,
  takeUndo,
  type HistoryEntry,
  type TableHistory,
} from './tableHistory';
import { TABLE_MESSAGE_KEYS as KEYS } from './tableMessageKeys';
import {
  firstError,
  NO_ERRORS,
  revalidateRows,
  validateTable,
  type CellErrorPosition,
  type TableValidation,
} from './validateTable';

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
  timers?: TimeoutTimers;
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
  dispose(): void;
}

/** A zustand store of {@link TableState}. */
export type TableStore = ReturnType<typeof createTableStore>;

function readTable(table: unknown): TableValue | null {
  if (table === null || table === undefined) return null;
  let value: unknown = table;
  if (typeof table === 'string') value = JSON.parse(table) as unknown;
  const parsed = tableValueSchema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'not a table');
  return parsed.data;
}

function rulesFor(doc: TableDocument | null, schema: TableSchemaFile | null): TableRules {
  return doc ? rulesFromSchema(schema, columnNames(doc)) : NO_RULES;
}

/**
 * Creates the model of one reference table (spec 2 §3–§5): table JSON with hidden `_id`s, edits as commands with
 * undo and redo, validation from the schema after load, paste, undo and redo (only what an edit touched), 'Check
 * data', schema versions and 'Fetch latest schema', column and row rules. The React `ReferenceTable` renders
 * its state and calls its intents; see `table/README.md`.
 *
 * @example
 * const table = createTableStore({ loadSchema: createSchemaLoader(client, 'team'), onChange: save });
 * await table.getState().load(answer);
 * table.getState().editCell(0, 'n', '12');
 * table.getState().undo();
 */
export function createTableStore(options: TableStoreOptions = {}) {
  const timers = options.timers ?? defaultTimeoutTimers;
  return createStore<TableState>()((set, get) => {
    const notify = (doc: TableDocument | null) => {
      if (!options.onChange) return;
      const fail = (error: unknown) =>
        set({ updateError: createMessage(KEYS.updateFailed, { reason: reasonOfError(error) }) });
      try {
        void Promise.resolve(options.onChange(doc ? toTableValue(doc) : null)).then(
          () => get().updateError && set({ updateError: null }),
          fail,
        );
      } catch (error) {
        fail(error);
      }
    };

    /** Puts a document in place, re-checking what `command` reached (everything without one). */
    const commit = (doc: TableDocument | null, command: TableCommand | null, history: TableHistory) => {
      const state = get();
      const reach = command ? commandReach(command) : null;
      const rules = !reach || reach.all ? rulesFor(doc, state.schema) : state.rules;
      const validation = !doc
        ? NO_ERRORS
        : !reach || reach.all
          ? validateTable(doc.rows, rules)
          : revalidateRows(
              state.validation,
              doc.rows,
              rules,
              reach.rowIds,
              reach.columns,
              state.document?.rows,
            );
      set({
        document: doc,
        rules,
        validation,
        history,
        canUndo: history.past.length > 0,
        canRedo: history.future.length > 0,
      });
      notify(doc);
    };

    const run = (build: (doc: TableDocument) => edits.EditResult): EditOutcome => {
      const { document: doc, editable, history } = get();
      if (!editable) return { ok: false, error: createMessage(KEYS.readOnly) };
      if (!doc) return { ok: true };
      const result = build(doc);
      if (!result.ok) return result;
      if (result.command)
        commit(
          applyCommand(doc, result.command),
          result.command,
          pushHistory(history, { kind: 'command', command: result.command }),
        );
      return { ok: true };
    };

    const replay = (entry: HistoryEntry, history: TableHistory, forward: boolean) => {
      if (entry.kind === 'table') return commit(forward ? entry.after : entry.before, null, history);
      const command = forward ? entry.command : invertCommand(entry.command);
      const doc = get().document;
      if (doc) commit(applyCommand(doc, command), command, history);
    };

    const useSchema = async (name: string, versionId: string | undefined) => {
      const loader = options.loadSchema;
      if (!loader) return;
      set({ schemaStatus: 'loading', schemaError: null });
      try {
        const { schema, version } = await loader(name, versionId);
        set({ schema, schemaVersion: version, schemaStatus: 'ready' });
      } catch (error) {
        const schemaError = createMessage(KEYS.schemaFetchFailed, { name, reason: reasonOfError(error) });
        set({ schemaStatus: 'failed', schemaError });
      }
    };

    const columnName = createColumnNameDraft(timers, (draft) => set({ columnName: draft }));

    return {
      document: null,
      editable: options.editable ?? true,
      schema: null,
      schemaVersion: null,
      schemaStatus: 'none',
      schemaError: null,
      rules: NO_RULES,
      validation: NO_ERRORS,
      errorsHidden: false,
      history: EMPTY_HISTORY,
      canUndo: false,
      canRedo: false,
      referenceValues: options.referenceValues ?? {},
      loadError: null,
      updateError: null,
      lastCheck: null,
      columnName: null,

      async load(table) {
        let doc: TableDocument | null;
        try {
          const value = readTable(table);
          doc = value ? fromTableValue(value) : null;
        } catch (error) {
          set({
            loadError: createMessage(KEYS.loadFailed, { reason: reasonOfError(error) }),
            document: null,
          });
          return;
        }
        set({
          document: doc,
          loadError: null,
          schema: doc?.extras.validation ?? null,
          schemaVersion: null,
          schemaStatus: 'none',
          history: EMPTY_HISTORY,
          canUndo: false,
          canRedo: false,
          lastCheck: null,
          errorsHidden: false,
        });
        const name = doc?.schemaInfo.schemaName;
        if (name) await useSchema(name, doc?.schemaInfo.version_id ?? undefined);
        const current = get().document;
        const rules = rulesFor(current, get().schema);
        set({ rules, validation: current ? validateTable(current.rows, rules) : NO_ERRORS });
      },

      editCell: (rowId, column, value) => run((doc) => edits.editCellCommand(doc, rowId, column, value)),
      pasteBlock: (rowId, column, block) => run((doc) => edits.pasteCommand(doc, rowId, column, block)),
      addRow: (afterRowId) => run((doc) => edits.addRowCommand(doc, afterRowId)),
      duplicateRows: (rowIds) => run((doc) => edits.duplicateRowsCommand(doc, rowIds)),
      deleteRows: (rowIds) => run((doc) => edits.deleteRowsCommand(doc, rowIds)),
      fillRows: (rowIds, completed) => run((doc) => fillRowsCommand(doc, rowIds, completed)),
      deleteGroup: (column, value) =>
        run((doc) =>
          edits.deleteRowsCommand(
            doc,
            doc.rows.filter((row) => Object.is(row[column], value)).map((row) => row._id),
          ),
        ),
      addColumn: (name) => run((doc) => edits.addColumnCommand(doc, name)),
      addSchemaColumn: (name) =>
        run((doc) =>
          edits.addColumnCommand(doc, name, edits.fieldTypeOfDtype(get().schema?.columns?.[name]?.dtype)),
        ),
      renameColumn: (from, to) => run((doc) => edits.renameColumnCommand(doc, from, to)),
      deleteColumn: (name) => run((doc) => edits.deleteColumnCommand(doc, name)),

      clear() {
        const { document: doc, editable, history } = get();
        if (!editable) return { ok: false, error: createMessage(KEYS.readOnly) };
        if (!doc) return { ok: true };
        if (doc.rows.length > 0) return run(edits.clearDataCommand);
        commit(null, null, pushHistory(history, { kind: 'table', before: doc, after: null }));
        return { ok: true };
      },

      generateReferenceRows: () =>
        run((doc) => {
          const found = doc.rows.length === 0 ? referenceColumnWithValues(doc, get().referenceValues) : null;
          return found
            ? edits.referenceRowsCommand(doc, found.column, found.values)
            : { ok: true, command: null };
        }),
      addMissingReferences: (column) =>
        run((doc) =>
          edits.referenceRowsCommand(doc, column, Object.keys(get().referenceValues[column] ?? {})),
        ),

      undo() {
        const step = takeUndo(get().history);
        if (step && get().editable) replay(step.entry, step.history, false);
      },
      redo() {
        const step = takeRedo(get().history);
        if (step && get().editable) replay(step.entry, step.history, true);
      },

      checkData() {
        const doc = get().document;
        const validation = doc ? validateTable(doc.rows, get().rules) : NO_ERRORS;
        const first = doc ? firstError(validation, doc.rows, columnNames(doc)) : null;
        const lastCheck = { count: validation.count, first };
        set({ validation, lastCheck, errorsHidden: false });
        notify(doc);
        return lastCheck;
      },
      ignoreErrors: () => set({ errorsHidden: true }),

      async fetchLatestSchema() {
        const doc = get().document;
        const name = doc?.schemaInfo.schemaName;
        if (!doc || !name) return;
        await useSchema(name, undefined);
        const { schema, schemaVersion, schemaStatus } = get();
        if (schemaStatus !== 'ready' || !schema) return;
        const current = get().document ?? doc;
        const updated: TableDocument = {
          ...current,
          schemaInfo: {
            ...current.schemaInfo,
            version_id: schemaVersion?.versionId ?? null,
            is_latest: true,
          },
        };
        commit(updated, null, get().history);
      },

      typeColumnName: (name, renaming) => {
        const doc = get().document;
        columnName.type(name, doc ? columnNames(doc) : [], renaming ?? null);
      },
      closeColumnName: () => columnName.close(),
      setReferenceValues: (referenceValues) => set({ referenceValues }),
      setEditable: (editable) => set({ editable }),
      dispose: () => columnName.dispose(),
    };
  });
}
