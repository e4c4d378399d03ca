import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { ResponseStatus } from '../api/wire/records';
import type { WireSearchResult } from '../api/wire/search';
import type { UserRole } from '../api/wire/users';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';
import { messageOfError, reasonOfError } from '../messages/messageOfError';
import { toAnnotationRecord, type AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import { toDataset, type Dataset } from '../model/Dataset';
import { toField, type Field } from '../model/Field';
import { toMetrics, type Metrics } from '../model/Metrics';
import { toQuestion, type Question } from '../model/Question';
import { toRecordResponse } from '../model/RecordResponse';
import { timestampToMillis } from '../model/timestamp';
import type { Workspace } from '../model/Workspace';
import { isRecordComplete, validityOf, type AnswerValidity } from './answerValidity';
import { createAnswerTimer } from './createAnswerTimer';
import { initialAnswers } from './initialAnswers';
import { loadDatasetInfo } from './loadDatasetInfo';
import { loadEmptyState } from './loadEmptyState';
import { pendingQueueSearchBody } from './pendingQueueSearchBody';
import { toResponseValues } from './responseValues';

/** Options of {@link createAnnotationStore}. */
export interface AnnotationStoreOptions {
  client: ApiClient;
  datasetId: string;
  /** The signed-in user: their response is the one edited. */
  userId: string;
  /** The user's role, for the empty-dataset message; fetched with `GET /me` only when needed and not given. */
  role?: UserRole;
  /** Clock for durations and `lastSavedAt`. */
  now?: () => number;
}

/** An action on the current record. */
export type AnnotationAction = 'submit' | 'discard' | 'draft';

/** State and actions of the focus-mode annotation view. */
export interface AnnotationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: Message | null;
  dataset: Dataset | null;
  workspace: Workspace | null;
  fields: Field[];
  questions: Question[];
  /** 1-based position in the pending queue. */
  page: number;
  /** Records in the pending queue. */
  total: number;
  record: AnnotationRecord | null;
  /** Question name → current answer. */
  answers: Record<string, AnswerValue | undefined>;
  validity: Record<string, AnswerValidity>;
  /** Every required question is answered validly (and no optional ranking is half done). */
  canSubmit: boolean;
  /** The action running now; the others are blocked meanwhile. */
  pendingAction: AnnotationAction | null;
  metrics: Metrics | null;
  /** Shown instead of a record when the queue has none. */
  emptyState: Message | null;
  /** Clock time of the last successful draft save. */
  lastSavedAt: number | null;
  load(): Promise<void>;
  setAnswer(questionName: string, value: AnswerValue | undefined): void;
  submit(): Promise<void>;
  discard(): Promise<void>;
  saveDraft(): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** Stops counting answer time (e.g. while the page is hidden). */
  pauseTimer(): void;
  resumeTimer(): void;
}

/** Focus mode shows one record per page. */
const FOCUS_PAGE_SIZE = 1;

/**
 * Creates the store of the focus-mode annotation view over the caller's pending queue. Questions, fields, the
 * dataset and the first record load in parallel; submitting or discarding saves the caller's response and
 * shows the next pending record.
 *
 * @example
 * const store = createAnnotationStore({ client, datasetId, userId: user.id });
 * await store.getState().load();
 * store.getState().setAnswer('sentiment', 'positive');
 * await store.getState().submit();
 */
export function createAnnotationStore({
  client,
  datasetId,
  userId,
  role,
  now = Date.now,
}: AnnotationStoreOptions): StoreApi<AnnotationState> {
  const timer = createAnswerTimer(now);
  // Only one record fetch at a time; requests made meanwhile are ignored (spec 1 §4).
  let fetching = false;

  return createStore<AnnotationState>()((set, get) => {
    const withAnswers = (answers: Record<string, AnswerValue | undefined>) => {
      const { questions, record } = get();
      const validity = validityOf(questions, answers);
      const canSubmit = record !== null && questions.length > 0 && isRecordComplete(questions, validity);
      return { answers, validity, canSubmit };
    };

    const searchPage = (page: number) =>
      client.searchMyRecords(datasetId, pendingQueueSearchBody(), {
        include: ['responses', 'suggestions'],
        offset: page - 1,
        limit: FOCUS_PAGE_SIZE,
      });

    const recordOf = (result: WireSearchResult): AnnotationRecord | null => {
      const item = result.items[0];
      if (item === undefined) return null;
      const questionNames = new Map(get().questions.map((question) => [question.id, question.name]));
      return toAnnotationRecord(item.record, { userId, questionNames, queryScore: item.query_score });
    };

    const reloadMetrics = async () => {
      try {
        set({ metrics: toMetrics(await client.getMyMetrics(datasetId)) });
      } catch {
        // Metrics failures are swallowed (spec 1 §8): the panel keeps its last numbers.
      }
    };

    const showRecord = async (page: number, record: AnnotationRecord | null, total: number) => {
      timer.reset();
      const draftSavedAt = record?.response?.status === 'draft' ? record.response.updatedAt : null;
      set({
        page,
        total,
        record,
        emptyState: null,
        lastSavedAt: draftSavedAt ? timestampToMillis(draftSavedAt) : null,
      });
      set(withAnswers(record === null ? {} : initialAnswers(record, get().questions)));
      if (record !== null) return;
      const emptyState = await loadEmptyState({ client, datasetId, role, metrics: get().metrics });
      set({ emptyState });
    };

    /** Shows a page (fetched unless given); a missing page other than the first falls back to page one. */
    const goToPage = async (page: number, prefetched?: WireSearchResult): Promise<void> => {
      let target = page;
      let result = prefetched ?? (await searchPage(target));
      if (result.items.length === 0 && target > 1) {
        target = 1;
        result = await searchPage(target);
      }
      await showRecord(target, recordOf(result), result.total);
    };

    /** Moves to another page unless a fetch or an action runs; a failure keeps the current record. */
    const navigate = async (page: number) => {
      if (fetching || get().pendingAction !== null || get().status !== 'ready') return;
      fetching = true;
      set({ status: 'loading', error: null });
      try {
        await goToPage(page);
      } catch (error) {
        set({ error: messageOfError(error) });
      } finally {
        fetching = false;
        set({ status: 'ready' });
      }
    };

    const respond = async (status: ResponseStatus, record: AnnotationRecord) => {
      const { questions, answers } = get();
      const values = toResponseValues(questions, answers, timer.elapsedSeconds());
      const body = { status, values };
      const wire = record.response
        ? await client.updateResponse(record.response.id, body)
        : await client.createResponse(record.id, body);
      // The duration was counted into this response; count the next one afresh.
      timer.reset();
      return toRecordResponse(wire);
    };

    /** Submit and discard: save, then show the next record (the saved one left the pending queue). */
    const respondAndAdvance = async (action: 'submit' | 'discard', status: 'submitted' | 'discarded') => {
      const { record, pendingAction } = get();
      if (pendingAction !== null || fetching || !record?.id) return;
      set({ pendingAction: action, error: null });
      try {
        await respond(status, record);
      } catch (error) {
        set({ pendingAction: null, error: messageOfError(error) });
        return;
      }
      fetching = true;
      set({ status: 'loading' });
      try {
        await Promise.all([goToPage(get().page), reloadMetrics()]);
        set({ status: 'ready' });
      } catch (error) {
        set({ status: 'ready', error: messageOfError(error) });
      } finally {
        fetching = false;
        set({ pendingAction: null });
      }
    };

    return {
      status: 'idle',
      error: null,
      dataset: null,
      workspace: null,
      fields: [],
      questions: [],
      page: 1,
      total: 0,
      record: null,
      answers: {},
      validity: {},
      canSubmit: false,
      pendingAction: null,
      metrics: null,
      emptyState: null,
      lastSavedAt: null,

      async load() {
        if (fetching) return;
        fetching = true;
        set({ status: 'loading', error: null, emptyState: null });
        try {
          const [info, fields, questions, firstPage] = await Promise.all([
            loadDatasetInfo(client, datasetId),
            // Field and question failures are swallowed (spec 1 §8): the view shows what it has.
            client.getFields(datasetId).then(
              (body) => body.items.map(toField),
              () => [],
            ),
            client.getQuestions(datasetId).then(
              (body) => body.items.map(toQuestion),
              () => [],
            ),
            searchPage(get().page),
            reloadMetrics(),
          ]);
          if ('error' in info) {
            set({ status: 'error', error: info.error });
            return;
          }
          set({
            dataset: toDataset(info.dataset, info.workspace.name),
            workspace: info.workspace,
            fields,
            questions,
          });
          await goToPage(get().page, firstPage);
          set({ status: 'ready' });
        } catch (error) {
          set({ status: 'error', error: messageOfError(error) });
        } finally {
          fetching = false;
        }
      },

      setAnswer(questionName, value) {
        set(withAnswers({ ...get().answers, [questionName]: value }));
      },

      submit: async () => {
        if (!get().canSubmit) return;
        await respondAndAdvance('submit', 'submitted');
      },

      discard: async () => {
        // Discarding an already discarded record changes nothing.
        if (get().record?.status === 'discarded') return;
        await respondAndAdvance('discard', 'discarded');
      },

      async saveDraft() {
        const { record, pendingAction } = get();
        if (pendingAction !== null || fetching || !record?.id) return;
        set({ pendingAction: 'draft', error: null });
        try {
          const response = await respond('draft', record);
          set({ record: { ...record, response, status: response.status }, lastSavedAt: now() });
          await reloadMetrics();
        } catch (error) {
          set({ error: { key: CORE_MESSAGE_KEYS.errorsSaving, params: { error: reasonOfError(error) } } });
        } finally {
          set({ pendingAction: null });
        }
      },

      next: async () => {
        const { page, total } = get();
        if (page >= total) return;
        await navigate(page + 1);
      },

      previous: async () => {
        const { page } = get();
        if (page <= 1) return;
        await navigate(page - 1);
      },

      pauseTimer: () => timer.pause(),
      resumeTimer: () => timer.resume(),
    };
  });
}
