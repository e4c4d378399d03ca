import { createStore } from 'zustand/vanilla';
import { hostTimers } from '../environment/Timers';
import { createColumnNameDraft } from './columnNameDraft';
import { NO_RULES } from './schemaRules';
import { createTableCommits } from './tableCommits';
import { columnNames } from './tableDocument';
import { createTableEditIntents } from './tableEditIntents';
import { EMPTY_HISTORY } from './tableHistory';
import { createTableLoading } from './tableLoading';
import { createTableReviewIntents } from './tableReviewIntents';
import type { TableState, TableStore, TableStoreOptions } from './tableState';
import { NO_ERRORS } from './validateTable';

export type { CheckResult, EditOutcome, TableState, TableStore, TableStoreOptions } from './tableState';

/**
 * Creates the model of one reference table (spec 2 §3–§5): table JSON with hidden `_id`s, edits as commands with
 * undo and redo, validation from the schema after load, paste, undo and redo (only what an edit touched), 'Check
 * data', schema versions and 'Fetch latest schema', column and row rules. The React `ReferenceTable` renders
 * its state and calls its intents; see `table/README.md`. Composed of parts with one job each: the commit path
 * (`tableCommits`), loading (`tableLoading`), the edits (`tableEditIntents`), undo, redo and checks
 * (`tableReviewIntents`) and the column name draft (`columnNameDraft`).
 *
 * @example
 * const table = createTableStore({ loadSchema: createSchemaLoader(client, 'team'), onChange: save });
 * await table.getState().load(answer);
 * table.getState().editCell(0, 'n', '12');
 * table.getState().undo();
 */
export function createTableStore(options: TableStoreOptions = {}): TableStore {
  const get = (): TableState => store.getState();
  const set = (partial: Partial<TableState>): void => store.setState(partial);
  const access = { get, set };
  const commits = createTableCommits(access, options.onChange);
  const columnName = createColumnNameDraft(options.timers ?? hostTimers, (draft) => set({ columnName: draft }));

  const store: TableStore = createStore<TableState>()(() => ({
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
    ...createTableLoading(access, options.loadSchema, commits),
    ...createTableEditIntents(access, commits),
    ...createTableReviewIntents(access, commits),
    typeColumnName: (name, renaming) => {
      const doc = get().document;
      columnName.type(name, doc ? columnNames(doc) : [], renaming ?? null);
    },
    closeColumnName: () => columnName.close(),
    setReferenceValues: (referenceValues) => set({ referenceValues }),
    setEditable: (editable) => set({ editable }),
    dispose: () => columnName.dispose(),
  }));
  return store;
}
