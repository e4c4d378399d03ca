import type { ResponseStatus } from '../api/wire/records';
import { isRecordComplete, validityOf } from '../questions/answerValidity';
import type { BulkAnnotationOptions, BulkAnnotationState, BulkStateAccess } from './bulkAnnotationState';
import { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
import type { BulkRun } from './bulkRun';
import { canBulkAnnotate, needsConfirmation } from './bulkRules';

/** What the action intents work with. */
export interface BulkActionsContext extends BulkStateAccess {
  form: BulkAnnotationOptions['form'];
  run: BulkRun;
}

/** The action intents of bulk annotation. */
export type BulkActions = Pick<BulkAnnotationState, 'annotate' | 'confirm' | 'cancelConfirmation'>;

/** The records an action affects: all results when chosen, else the selection. */
function affectedIds({ affectsAllResults, allResultIds, selectedIds }: BulkAnnotationState): string[] {
  return affectsAllResults ? allResultIds : selectedIds;
}

/**
 * Creates the action intents of bulk annotation: an action is refused while one runs, without a selection, or
 * (submit) with an incomplete form; above 100 records it waits for `confirm`.
 *
 * @example
 * const actions = createBulkActions({ form, run, get, set });
 * await actions.annotate('submitted');
 */
export function createBulkActions({ form, run, get, set }: BulkActionsContext): BulkActions {
  let pendingStatus: ResponseStatus | null = null;

  return {
    async annotate(status) {
      const { questions, answers } = form();
      const answersComplete = isRecordComplete(questions, validityOf(questions, answers));
      if (!canBulkAnnotate(get(), status, answersComplete)) return;
      const recordIds = affectedIds(get());
      if (needsConfirmation(recordIds.length)) {
        pendingStatus = status;
        set({
          pendingConfirmation: {
            key: BULK_MESSAGE_KEYS.confirm,
            params: { count: recordIds.length, action: status },
          },
        });
        return;
      }
      await run(status, recordIds);
    },
    async confirm() {
      const status = pendingStatus;
      if (status === null || get().running !== null) return;
      pendingStatus = null;
      set({ pendingConfirmation: null });
      await run(status, affectedIds(get()));
    },
    cancelConfirmation() {
      pendingStatus = null;
      set({ pendingConfirmation: null });
    },
  };
}
