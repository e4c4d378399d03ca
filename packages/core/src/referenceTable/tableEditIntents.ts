import { createMessage } from '../messages/Message';
import { fillRowsCommand } from './fillRowsCommand';
import { referenceColumnWithValues } from './rowRules';
import type { TableCommits } from './tableCommits';
import * as edits from './tableEditCommands';
import { pushHistory } from './tableHistory';
import { TABLE_MESSAGE_KEYS as KEYS } from './tableMessageKeys';
import type { TableState, TableStateAccess } from './tableState';

/** The intents that change the table's rows and columns (each one undoable edit). */
export type TableEditIntents = Pick<
  TableState,
  | 'editCell'
  | 'pasteBlock'
  | 'addRow'
  | 'duplicateRows'
  | 'deleteRows'
  | 'fillRows'
  | 'deleteGroup'
  | 'addColumn'
  | 'addSchemaColumn'
  | 'renameColumn'
  | 'deleteColumn'
  | 'clear'
  | 'generateReferenceRows'
  | 'addMissingReferences'
>;

/**
 * Creates the edit intents: each builds its command from the current document (`tableEditCommands`) and runs
 * it through the commit path, which refuses it when the table is read-only.
 *
 * @example
 * const intents = createTableEditIntents({ get, set }, commits);
 * intents.editCell(0, 'n', '12');
 */
export function createTableEditIntents({ get }: TableStateAccess, commits: TableCommits): TableEditIntents {
  const { run, commit } = commits;
  return {
    editCell: (rowId, column, value) => run((doc) => edits.editCellCommand(doc, rowId, column, value)),
    pasteBlock: (rowId, column, block) => run((doc) => edits.pasteCommand(doc, rowId, column, block)),
    addRow: (afterRowId) => run((doc) => edits.addRowCommand(doc, afterRowId)),
    duplicateRows: (rowIds) => run((doc) => edits.duplicateRowsCommand(doc, rowIds)),
    deleteRows: (rowIds) => run((doc) => edits.deleteRowsCommand(doc, rowIds)),
    fillRows: (rowIds, completed) => run((doc) => fillRowsCommand(doc, rowIds, completed)),
    deleteGroup: (column, value) =>
      run((doc) => {
        const rowIds = doc.rows.filter((row) => Object.is(row[column], value)).map((row) => row._id);
        return edits.deleteRowsCommand(doc, rowIds);
      }),
    addColumn: (name) => run((doc) => edits.addColumnCommand(doc, name)),
    addSchemaColumn: (name) =>
      run((doc) => edits.addColumnCommand(doc, name, edits.fieldTypeOfDtype(get().schema?.columns?.[name]?.dtype))),
    renameColumn: (from, to) => run((doc) => edits.renameColumnCommand(doc, from, to)),
    deleteColumn: (name) => run((doc) => edits.deleteColumnCommand(doc, name)),
    clear() {
      const { document: doc, editable, history } = get();
      if (!editable) return { ok: false, error: createMessage(KEYS.readOnly) };
      if (!doc) return { ok: true };
      if (doc.rows.length > 0) return run(edits.clearDataCommand);
      // An empty table is deleted as a whole, which undo brings back.
      commit(null, null, pushHistory(history, { kind: 'table', before: doc, after: null }));
      return { ok: true };
    },
    generateReferenceRows: () =>
      run((doc) => {
        const found = doc.rows.length === 0 ? referenceColumnWithValues(doc, get().referenceValues) : null;
        return found ? edits.referenceRowsCommand(doc, found.column, found.values) : { ok: true, command: null };
      }),
    addMissingReferences: (column) =>
      run((doc) => edits.referenceRowsCommand(doc, column, Object.keys(get().referenceValues[column] ?? {}))),
  };
}
