import type { ApiClient } from '../api/createApiClient';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ResponseStatus, WireResponseValues } from '../api/wire/records';
import { isRecordComplete, validityOf, type ValidatedQuestion } from '../annotation/answerValidity';
import { toResponseValues } from '../annotation/responseValues';
import { buildSearchRequest } from '../criteria/buildSearchRequest';
import type { Message } from '../messages/Message';
import { messageOfError } from '../messages/messageOfError';
import type { AnswerValue } from '../model/AnswerValue';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import { isFilterActive, searchContextFor } from '../queue/queueSearchContext';
import { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
import { canSelectAllResults, needsConfirmation, SELECT_ALL_RESULTS_LIMIT } from './bulkRules';
import { saveResponsesInGroups, type BulkProgress, type BulkRecordResult } from './saveResponsesInGroups';
import {
  responsesBulkSenderFor,
  type ResponsesBulkSender,
} from './sendResponsesBulk';

/** Options of {@link createBulkAnnotationStore}. */
export interface BulkAnnotationOptions {
  client: ApiClient;
  datasetId: string;
  userId: string;
  /** The records of the page, their total and the criteria they were loaded with. */
  queue: RecordQueueStore;
  /** The bulk form: its questions and the answers every affected record receives. */
  form(): {
    questions: readonly ValidatedQuestion[];
    answers: Readonly<Record<string, AnswerValue | undefined>>;
  };
  /** After an action saved anything (e.g. reload the metrics). */
  onAnnotated?(): Promise<void> | void;
  /** One record's response was saved with these values (for the annotation store's `onEvent`). */
  onResponded?(recordId: string, status: ResponseStatus, values: WireResponseValues): void;
  /** How groups are sent; by default through the client (see `responsesBulkSenderFor`). */
  send?: ResponsesBulkSender;
}

/** A bulk message for the view: a key to translate and whether it is a danger or an info. */
export type BulkMessage = Message & { type: 'danger' | 'info' };

/** Asked before an action over more than 100 records. */
export interface BulkConfirmation {
  key: typeof BULK_MESSAGE_KEYS.confirm;
  params: { count: number; action: ResponseStatus };
}

/** State and actions of bulk annotation. */
export interface BulkAnnotationState {
  /** Selected records of the page, in selection order. */
  selectedIds: string[];
  isAllPageSelected: boolean;
  /** Offered when the whole page is selected, a filter is active and page size < total ≤ 1000. */
  canSelectAllResults: boolean;
  /** Select-all-results was chosen: actions affect `allResultIds`. */
  affectsAllResults: boolean;
  allResultIds: string[];
  isLoadingAllResults: boolean;
  /** How many records an action would affect. */
  affectedCount: number;
  /** At least one record is selected. */
  canAnnotate: boolean;
  /** Why the actions are disabled, when they are. */
  disabledReason: Message | null;
  /** The action running now. */
  running: ResponseStatus | null;
  progress: BulkProgress | null;
  results: BulkRecordResult[];
  message: BulkMessage | null;
  pendingConfirmation: BulkConfirmation | null;
  error: Message | null;
  /**
   * Answers a record of the page has of its own (spans drawn on its text), by record id then question name;
   * they replace the form's answers for that record. Cleared with the selection when the page changes and
   * after a successful action.
   */
  recordAnswers: Record<string, Record<string, AnswerValue | undefined>>;
  toggle(recordId: string): void;
  /** Gives one record of the page its own answer to a question (e.g. its spans) and selects the record. */
  setRecordAnswer(recordId: string, questionName: string, value: AnswerValue | undefined): void;
  selectPage(): void;
  clearSelection(): void;
  /** Loads the first 1000 records matching the criteria and lets the action affect them all. */
  selectAllResults(): Promise<void>;
  /** Gives every affected record a response with this status and the form's answers. */
  annotate(status: ResponseStatus): Promise<void>;
  /** Runs the action `pendingConfirmation` asked about. */
  confirm(): Promise<void>;
  cancelConfirmation(): void;
  dismissMessage(): void;
  /** Stops following the page. */
  dispose(): void;
}

/** The bulk annotation store (its `dispose` stops following the page). */
export type BulkAnnotationStore = StoreApi<BulkAnnotationState>;

/**
 * Creates bulk annotation (spec 1 §4 "Bulk mode"): a selection on the page (cleared when the page changes and
 * after success), select-all-results, confirmation above 100 records, and saving in groups of 10 with
 * progress and a result per record.
 *
 * @example
 * const bulk = createBulkAnnotationStore({ client, datasetId, userId, queue, form: () => annotation.getState() });
 * bulk.getState().selectPage();
 * await bulk.getState().annotate('submitted');
 */
export function createBulkAnnotationStore(options: BulkAnnotationOptions): BulkAnnotationStore {
  const { client, datasetId, queue } = options;
  const send = options.send ?? responsesBulkSenderFor(client);
  let pendingStatus: ResponseStatus | null = null;
  // The store's own selection update, for the page subscription below.
  let reselect: (
    selectedIds: string[],
    affectsAllResults: boolean,
    allResultIds: string[],
  ) => void = () => {};

  const store = createStore<BulkAnnotationState>()((set, get) => {
    const pageIds = () => queue.getState().pageRecords.map((record) => record.id);

    /** Recomputes what derives from the selection and the page. */
    const select = (selectedIds: string[], affectsAllResults: boolean, allResultIds: string[] = []) => {
      const { loadedWith, total } = queue.getState();
      const ids = pageIds();
      // Own answers follow the selection: a record's are dropped when it is deselected or leaves the page.
      const recordAnswers = Object.fromEntries(
        Object.entries(get().recordAnswers).filter(([id]) => selectedIds.includes(id) && ids.includes(id)),
      );
      const isAllPageSelected = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
      const affectedCount = affectsAllResults ? allResultIds.length : selectedIds.length;
      set({
        selectedIds,
        recordAnswers,
        affectsAllResults,
        allResultIds,
        isAllPageSelected,
        canSelectAllResults:
          loadedWith !== null &&
          canSelectAllResults({
            isAllPageSelected,
            isFilterActive: isFilterActive(loadedWith),
            total,
            pageSize: loadedWith.page.client.many,
          }),
        affectedCount,
        canAnnotate: affectedCount > 0,
        disabledReason: affectedCount > 0 ? null : { key: BULK_MESSAGE_KEYS.selectAtLeastOne },
      });
    };

    reselect = select;

    const run = async (status: ResponseStatus, recordIds: string[]) => {
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
        if (results.some((result) => !result.ok)) {
          set({ message: { key: BULK_MESSAGE_KEYS.someRecordsFailed, type: 'danger' } });
        } else {
          select([], false);
          if (affectsAllResults) {
            set({
              message: {
                key: BULK_MESSAGE_KEYS.allRecordsAnnotated,
                params: { total: recordIds.length, action: status },
                type: 'info',
              },
            });
          }
        }
        if (results.some((result) => result.ok)) {
          await options.onAnnotated?.();
          // The affected records left (or changed within) the list: it loads again.
          await queue.getState().load();
        }
      } finally {
        set({ running: null });
      }
    };

    return {
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

      toggle(recordId) {
        if (!pageIds().includes(recordId)) return;
        const { selectedIds } = get();
        const next = selectedIds.includes(recordId)
          ? selectedIds.filter((id) => id !== recordId)
          : [...selectedIds, recordId];
        // Changing the selection by hand leaves select-all-results.
        select(next, false);
      },
      setRecordAnswer(recordId, questionName, value) {
        if (!pageIds().includes(recordId) || get().running !== null) return;
        const { selectedIds, affectsAllResults, allResultIds, recordAnswers } = get();
        const own = { ...recordAnswers[recordId], [questionName]: value };
        set({ recordAnswers: { ...recordAnswers, [recordId]: own } });
        // Editing a record's own answer selects it (spec 1 §4); an existing selection stays as it is.
        if (!selectedIds.includes(recordId)) select([...selectedIds, recordId], false);
        else select(selectedIds, affectsAllResults, allResultIds);
      },
      selectPage: () => select(pageIds(), false),
      clearSelection: () => select([], false),

      async selectAllResults() {
        if (!get().canSelectAllResults || get().isLoadingAllResults) return;
        const loadedWith = queue.getState().loadedWith!;
        set({ isLoadingAllResults: true, error: null });
        try {
          const window = { from: 1, many: SELECT_ALL_RESULTS_LIMIT };
          const { body, params } = buildSearchRequest(
            { ...loadedWith, page: { ...loadedWith.page, server: window } },
            searchContextFor(loadedWith, queue.getState().context),
          );
          const result = await client.searchMyRecords(datasetId, body, params);
          select(
            get().selectedIds,
            true,
            result.items.map((item) => item.record.id),
          );
        } catch (error) {
          set({ error: messageOfError(error) });
        } finally {
          set({ isLoadingAllResults: false });
        }
      },

      async annotate(status) {
        const { running, canAnnotate, affectsAllResults, allResultIds, selectedIds } = get();
        if (running !== null || !canAnnotate) return;
        if (status === 'submitted') {
          const { questions, answers } = options.form();
          if (!isRecordComplete(questions, validityOf(questions, answers))) return;
        }
        const recordIds = affectsAllResults ? allResultIds : selectedIds;
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
        const { affectsAllResults, allResultIds, selectedIds } = get();
        await run(status, affectsAllResults ? allResultIds : selectedIds);
      },
      cancelConfirmation: () => {
        pendingStatus = null;
        set({ pendingConfirmation: null });
      },
      dismissMessage: () => set({ message: null }),
      dispose: () => stopFollowing(),
    };
  });

  // The selection belongs to one page of one list: a page change or a new list clears it.
  const stopFollowing = queue.subscribe((state, previous) => {
    const { page } = state.loadedWith ?? {};
    const before = previous.loadedWith?.page;
    const moved =
      state.generation !== previous.generation ||
      page?.client.page !== before?.client.page ||
      page?.mode !== before?.mode ||
      page?.client.many !== before?.client.many;
    if (moved) {
      store.getState().clearSelection();
      return;
    }
    // Same page: keep what is still on it, and recompute what derives from the page.
    const ids = state.pageRecords.map((record) => record.id);
    const { selectedIds, affectsAllResults, allResultIds } = store.getState();
    reselect(
      selectedIds.filter((id) => ids.includes(id)),
      affectsAllResults,
      allResultIds,
    );
  });

  return store;
}
