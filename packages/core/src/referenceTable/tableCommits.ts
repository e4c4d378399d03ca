import { createMessage } from '../messages/Message';
import { reasonOfError } from '../api/messageOfError';
import type { TableSchemaFile } from '../api/wire/tables';
import { NO_RULES, rulesFromSchema, type TableRules } from './schemaRules';
import { applyCommand, commandReach, invertCommand, type TableCommand } from './tableCommands';
import { columnNames, toTableValue, type TableDocument } from './tableDocument';
import type { EditResult } from './tableEditCommands';
import { pushHistory, type HistoryEntry, type TableHistory } from './tableHistory';
import { TABLE_MESSAGE_KEYS as KEYS } from './tableMessageKeys';
import type { EditOutcome, TableStateAccess, TableStoreOptions } from './tableState';
import { NO_ERRORS, revalidateRows, validateTable, type TableValidation } from './validateTable';

/** The rules a document is checked by: its schema's for its columns, none without a document. */
export function rulesFor(doc: TableDocument | null, schema: TableSchemaFile | null): TableRules {
  return doc ? rulesFromSchema(schema, columnNames(doc)) : NO_RULES;
}

/** How the table's parts put a change in place. */
export interface TableCommits {
  /** Hands the table JSON (null once deleted) to `onChange`; a failure becomes `updateError`. */
  notify(doc: TableDocument | null): void;
  /** Puts a document in place, re-checking what `command` reached (everything without one). */
  commit(doc: TableDocument | null, command: TableCommand | null, history: TableHistory): void;
  /** Runs one edit: refused when read-only, else its command is applied and recorded for undo. */
  run(build: (doc: TableDocument) => EditResult): EditOutcome;
  /** Applies a history entry forward (redo) or backward (undo). */
  replay(entry: HistoryEntry, history: TableHistory, forward: boolean): void;
}

function validationAfter(
  access: TableStateAccess,
  doc: TableDocument | null,
  command: TableCommand | null,
): { rules: TableRules; validation: TableValidation } {
  const state = access.get();
  const reach = command ? commandReach(command) : null;
  const everything = !reach || reach.all;
  const rules = everything ? rulesFor(doc, state.schema) : state.rules;
  if (!doc) return { rules, validation: NO_ERRORS };
  if (everything) return { rules, validation: validateTable(doc.rows, rules) };
  // Only the rows and columns the command touched are checked again.
  const validation = revalidateRows(state.validation, doc.rows, rules, reach.rowIds, reach.columns, state.document?.rows);
  return { rules, validation };
}

/**
 * Creates the commit path of a table store: every change goes through `commit`, which re-validates, records
 * the history and notifies `onChange`.
 *
 * @example
 * const commits = createTableCommits({ get, set }, options.onChange);
 * commits.run((doc) => editCellCommand(doc, 0, 'n', '12'));
 */
export function createTableCommits(access: TableStateAccess, onChange: TableStoreOptions['onChange']): TableCommits {
  const { get, set } = access;
  const notify = (doc: TableDocument | null) => {
    if (!onChange) return;
    const fail = (error: unknown) =>
      set({ updateError: createMessage(KEYS.updateFailed, { reason: reasonOfError(error) }) });
    try {
      void Promise.resolve(onChange(doc ? toTableValue(doc) : null)).then(
        () => get().updateError && set({ updateError: null }),
        fail,
      );
    } catch (error) {
      fail(error);
    }
  };

  const commit: TableCommits['commit'] = (doc, command, history) => {
    set({
      document: doc,
      ...validationAfter(access, doc, command),
      history,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
    });
    notify(doc);
  };

  const run: TableCommits['run'] = (build) => {
    const { document: doc, editable, history } = get();
    if (!editable) return { ok: false, error: createMessage(KEYS.readOnly) };
    if (!doc) return { ok: true };
    const result = build(doc);
    if (!result.ok) return result;
    if (result.command) {
      const entry: HistoryEntry = { kind: 'command', command: result.command };
      commit(applyCommand(doc, result.command), result.command, pushHistory(history, entry));
    }
    return { ok: true };
  };

  const replay: TableCommits['replay'] = (entry, history, forward) => {
    if (entry.kind === 'table') return commit(forward ? entry.after : entry.before, null, history);
    const command = forward ? entry.command : invertCommand(entry.command);
    const doc = get().document;
    if (doc) commit(applyCommand(doc, command), command, history);
  };

  return { notify, commit, run, replay };
}
