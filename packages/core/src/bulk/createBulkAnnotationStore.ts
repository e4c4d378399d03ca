import { createStore } from 'zustand/vanilla';
import type { BulkAnnotationOptions, BulkAnnotationState, BulkAnnotationStore } from './bulkAnnotationState';
import { createBulkActions } from './bulkActions';
import { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
import { createBulkRun } from './bulkRun';
import { createBulkSelection } from './bulkSelection';
import { createSelectAllResults } from './selectAllResults';
import { responsesBulkSenderFor } from './sendResponsesBulk';

export type {
  BulkAnnotationOptions,
  BulkAnnotationState,
  BulkAnnotationStore,
  BulkConfirmation,
  BulkMessage,
} from './bulkAnnotationState';

/**
 * Creates bulk annotation (spec 1 §4 "Bulk mode"): a selection on the page (cleared when the page changes and
 * after success), select-all-results, confirmation above 100 records, and saving in groups of 10 with
 * progress and a result per record. Composed of parts with one job each: the selection (`bulkSelection`),
 * select-all-results (`selectAllResults`), the action intents (`bulkActions`) and the run (`bulkRun`).
 *
 * @example
 * const bulk = createBulkAnnotationStore({ client, datasetId, userId, queue, form: () => annotation.getState() });
 * bulk.getState().selectPage();
 * await bulk.getState().annotate('submitted');
 */
export function createBulkAnnotationStore(options: BulkAnnotationOptions): BulkAnnotationStore {
  const { client, datasetId, queue } = options;
  const get = (): BulkAnnotationState => store.getState();
  const set = (partial: Partial<BulkAnnotationState>) => store.setState(partial);
  const send = options.send ?? responsesBulkSenderFor(client);
  const selection = createBulkSelection({ queue, get, set });
  const run = createBulkRun({ options, send, selection, get, set });
  const actions = createBulkActions({ form: options.form, run, get, set });
  const selectAllResults = createSelectAllResults({ client, datasetId, queue, selection, get, set });

  const store: BulkAnnotationStore = createStore<BulkAnnotationState>()(() => ({
    selectedIds: [],
    isAllPageSelected: false,
    canSelectAllResults: false,
    affectsAllResults: false,
    allResultIds: [],
    isLoadingAllResults: false,
    affectedCount: 0,
    canAnnotate: false,
    disabledReason: { key: BULK_MESSAGE_KEYS.selectAtLeastOne },
    running: null,
    progress: null,
    results: [],
    message: null,
    pendingConfirmation: null,
    error: null,
    recordAnswers: {},

    toggle: selection.toggle,
    setRecordAnswer: selection.setRecordAnswer,
    selectPage: () => selection.select(selection.pageIds(), false),
    clearSelection: () => selection.select([], false),
    selectAllResults,
    ...actions,
    dismissMessage: () => set({ message: null }),
    dispose: () => stopFollowing(),
  }));
  const stopFollowing = selection.followPage();
  return store;
}
