import type { ResponseStatus } from '../api/wire/records';
import { toResponseValues } from '../questions/responseValues';
import type { BulkAnnotationOptions, BulkStateAccess } from './bulkAnnotationState';
import { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
import type { BulkSelection } from './bulkSelection';
import { saveResponsesInGroups, type BulkRecordResult } from './saveResponsesInGroups';
import type { ResponsesBulkSender } from './sendResponsesBulk';

/** What a bulk run works with. */
export interface BulkRunContext extends BulkStateAccess {
  options: BulkAnnotationOptions;
  send: ResponsesBulkSender;
  selection: BulkSelection;
}

/** Gives these records a response with this status and the form's answers. */
export type BulkRun = (status: ResponseStatus, recordIds: string[]) => Promise<void>;

/**
 * Creates the part that runs a bulk action: saves in groups with progress and a result per record, then
 * clears the selection on success (with a message after all results) or shows that some records failed, and
 * reloads the queue when anything was saved.
 *
 * @example
 * const run = createBulkRun({ options, send, selection, get, set });
 * await run('submitted', ['r1', 'r2']);
 */
export function createBulkRun({ options, send, selection, get, set }: BulkRunContext): BulkRun {
  /** After saving: `affectsAllResults` is what the action was started with. */
  const settle = (
    status: ResponseStatus,
    recordIds: string[],
    results: BulkRecordResult[],
    affectsAllResults: boolean,
  ) => {
    if (results.some((result) => !result.ok)) {
      set({ message: { key: BULK_MESSAGE_KEYS.someRecordsFailed, type: 'danger' } });
      return;
    }
    selection.select([], false);
    if (!affectsAllResults) return;
    set({
      message: {
        key: BULK_MESSAGE_KEYS.allRecordsAnnotated,
        params: { total: recordIds.length, action: status },
        type: 'info',
      },
    });
  };

  return async (status, recordIds) => {
    const { questions, answers } = options.form();
    const { affectsAllResults, recordAnswers } = get();
    set({ running: status, progress: { done: 0, total: recordIds.length }, results: [], message: null });
    const valuesFor = (recordId: string) =>
      recordAnswers[recordId]
        ? toResponseValues(questions, { ...answers, ...recordAnswers[recordId] })
        : toResponseValues(questions, answers);
    try {
      const results = await saveResponsesInGroups({
        recordIds,
        status,
        values: toResponseValues(questions, answers),
        valuesFor,
        send,
        onProgress: (progress, soFar) => set({ progress, results: [...soFar] }),
      });
      for (const result of results) {
        if (result.ok) options.onResponded?.(result.recordId, status, valuesFor(result.recordId));
      }
      settle(status, recordIds, results, affectsAllResults);
      if (results.some((result) => result.ok)) {
        await options.onAnnotated?.();
        // The affected records left (or changed within) the list: it loads again.
        await options.queue.getState().load();
      }
    } finally {
      set({ running: null });
    }
  };
}
