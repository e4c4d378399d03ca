import type { TableCommits } from './tableCommits';
import { columnNames } from './tableDocument';
import { takeRedo, takeUndo } from './tableHistory';
import type { TableState, TableStateAccess } from './tableState';
import { firstError, NO_ERRORS, validateTable } from './validateTable';

/**
 * Creates undo, redo, 'Check data' and 'Ignore errors'.
 *
 * @example
 * const review = createTableReviewIntents({ get, set }, commits);
 * review.checkData(); // { count: 2, first: { rowId: 3, column: 'n' } }
 */
export function createTableReviewIntents(
  { get, set }: TableStateAccess,
  { replay, notify }: TableCommits,
): Pick<TableState, 'undo' | 'redo' | 'checkData' | 'ignoreErrors'> {
  return {
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
  };
}
