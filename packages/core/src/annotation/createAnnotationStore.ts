import { createStore, type StoreApi } from 'zustand/vanilla';
import { createBulkAnnotationStore, type BulkAnnotationStore } from '../bulk/createBulkAnnotationStore';
import { createRecordCriteriaStore, type RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { isSameValue } from '../criteria/criteriaEquality';
import type { AnswerValue } from '../model/AnswerValue';
import { toDataset } from '../model/Dataset';
import { toField } from '../model/Field';
import { toMetrics } from '../model/Metrics';
import { toQuestion } from '../model/Question';
import { toRecordResponse } from '../model/RecordResponse';
import { timestampToMillis } from '../model/timestamp';
import { createRecordQueueStore, type RecordQueueStore } from '../queue/createRecordQueueStore';
import { nextPagePosition, previousPagePosition } from '../queue/queuedRecords';
import type { QueueContext } from '../queue/queueSearchContext';
import { createMemoryStorage } from '../session/KeyValueStorage';
import type { AnnotationState, AnnotationStoreOptions, PendingConfirmation } from './annotationState';
import { annotationEventOf } from './annotationEvents';
import { ANNOTATION_MESSAGE_KEYS } from './annotationMessageKeys';
import { isRecordComplete, validityOf } from './answerValidity';
import { createAnswerTimer } from './createAnswerTimer';
import { createResponseOutbox, outboxStorageKey } from './createResponseOutbox';
import { createUnsavedChangeGuard } from './createUnsavedChangeGuard';
import { mergeCleanups } from '../observer/mergeCleanups';
import { defaultIntervalTimers } from './environmentSignals';
import { initialAnswers } from './initialAnswers';
import { loadDatasetInfo } from './loadDatasetInfo';
import { createRecordActions } from './recordActions';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeBetween } from './relativeTime';
import { hasNonEmptyAnswer } from './responseValues';

export type {
  AnnotationState,
  AnnotationStoreOptions,
  AnnotationAction,
  DraftSaveStatus,
  PendingConfirmation,
} from './annotationState';

type Answers = Record<string, AnswerValue | undefined>;

/** The annotation store with the stores it drives: criteria (URL-syncable), record queue and bulk actions. */
export type AnnotationStore = StoreApi<AnnotationState> & {
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  bulk: BulkAnnotationStore;
};

/** A draft is saved by itself only once more than this much answering time has passed (spec 1 §4). */
export const AUTOSAVE_AFTER_MS = 1_000;

const CHANGES_NO_SUBMIT: PendingConfirmation = {
  key: ANNOTATION_MESSAGE_KEYS.changesNoSubmit,
  action: 'ignore and continue',
  actionKey: ANNOTATION_MESSAGE_KEYS.ignoreAndContinue,
};

/**
 * Creates the store of the annotation view on top of the record criteria and the record queue: load, answers
 * and validity, submit / discard / draft / clear / reset (one at a time), draft auto-save, paging with the
 * unsaved-change guard, the answer timer paused while the page is hidden, and an outbox for answers sent while
 * offline. Bulk mode's selection and actions are in `store.bulk`.
 *
 * @example
 * const store = createAnnotationStore({ client, datasetId, userId: user.id, criteria });
 * await store.getState().load();
 * store.getState().setAnswer('sentiment', 'positive');
 * await store.getState().submit();
 */
export function createAnnotationStore(options: AnnotationStoreOptions): AnnotationStore {
  const { client, datasetId, userId, now = Date.now, autosave = true } = options;
  const timers = options.timers ?? defaultIntervalTimers;
  const criteria = options.criteria ?? createRecordCriteriaStore({ datasetId });
  const timer = createAnswerTimer(now);
  const outbox = createResponseOutbox({
    client,
    userId,
    storage: options.storage ?? createMemoryStorage(),
    storageKey: outboxStorageKey(datasetId, userId),
  });
  const queue = createRecordQueueStore({
    client,
    datasetId,
    userId,
    criteria,
    role: options.role,
    metrics: () => get().metrics,
  });

  /** The answers each record was shown or last saved with. */
  let snapshot: Answers = {};
  /** Unsaved answers of records paged away from, restored when coming back (within one loaded list). */
  const unsavedEdits = new Map<string, Answers>();
  let shownKey: string | null = null;
  let shownGeneration = 0;
  let dropCurrentEdits = false;
  // The queue sync a criteria commit started, for callers that wait for the page to show.
  let syncing: Promise<void> = Promise.resolve();
  let refresh: unknown = null;

  const get = () => store.getState();
  const set = (partial: Partial<AnnotationState>) => store.setState(partial);

  const withAnswers = (answers: Answers): Partial<AnnotationState> => {
    const { questions, record } = get();
    const validity = validityOf(questions, answers);
    const isModified = record !== null && !isSameValue(answers, snapshot);
    return {
      answers,
      validity,
      canSubmit: record !== null && questions.length > 0 && isRecordComplete(questions, validity),
      isModified,
      isTouched: isModified && record?.status === 'submitted',
    };
  };

  const reloadMetrics = async () => {
    try {
      set({ metrics: toMetrics(await client.getMyMetrics(datasetId)) });
    } catch {
      // Metrics failures are swallowed (spec 1 §8): the panel keeps its last numbers.
    }
  };

  /** After a response changed: drop cached progress and metrics (when the client caches) and reload. */
  const afterSave = async () => {
    const cached = client as typeof client & { invalidate?: (path: string) => void };
    cached.invalidate?.(`/me/datasets/${datasetId}/metrics`);
    cached.invalidate?.(`/datasets/${datasetId}/progress`);
    await reloadMetrics();
  };

  /** Shows the queue's page; the form starts afresh only when another record (or a new list) is shown. */
  const showQueue = () => {
    const q = queue.getState();
    const page = q.loadedWith?.page ?? criteria.getState().committed.page;
    const records = q.pageRecords;
    const record = records[0] ?? null;
    const key = record ? `${q.generation}:${page.mode}:${record.id}` : null;
    const view: Partial<AnnotationState> = {
      mode: page.mode,
      page: page.client.page,
      pageSize: page.client.many,
      total: q.total,
      record,
      records,
      reference: q.reference,
      canGoNext: q.canGoNext,
      canGoPrevious: q.canGoPrevious,
      emptyState: record ? null : q.message,
    };
    if (key === shownKey) {
      set(view);
      set(withAnswers(get().answers));
      return;
    }
    const leaving = get().record;
    if (leaving && get().isModified && !dropCurrentEdits) unsavedEdits.set(leaving.id, get().answers);
    dropCurrentEdits = false;
    if (q.generation !== shownGeneration) unsavedEdits.clear();
    shownGeneration = q.generation;
    shownKey = key;
    timer.reset();
    // Bulk mode's form starts empty: its answers go to every selected record.
    snapshot = record && page.mode === 'focus' ? initialAnswers(record, get().questions) : {};
    const draftAt = record?.response?.status === 'draft' ? record.response.updatedAt : null;
    set({ ...view, lastSavedAt: draftAt ? timestampToMillis(draftAt) : null, draftSaveStatus: null });
    set(withAnswers((record && unsavedEdits.get(record.id)) ?? snapshot));
  };

  /** Syncs the queue with the committed criteria; a view that failed to load recovers when records come. */
  const syncQueue = async () => {
    syncing = queue.getState().sync();
    await syncing;
    const { error, records } = queue.getState();
    if (get().status === 'error' && get().dataset !== null) {
      set({ status: error && records.length === 0 ? 'error' : 'ready', error });
    }
  };

  const goToPage = async (position: number) => {
    criteria.getState().goToPage(position);
    criteria.getState().commit();
    await syncing;
  };

  const canNavigate = () =>
    get().pendingAction === null && !queue.getState().isFetching && get().status === 'ready';

  const actions = createRecordActions({
    client,
    userId,
    now,
    timer,
    queue,
    outbox,
    get,
    set,
    onSaved: (record, savedAnswers) => {
      snapshot = savedAnswers;
      unsavedEdits.delete(record.id);
      queue.getState().replaceRecord(record);
    },
    onCleared: (record) => {
      unsavedEdits.delete(record.id);
      snapshot = initialAnswers(record, get().questions);
      queue.getState().replaceRecord(record);
      timer.reset();
      set({ lastSavedAt: null, draftSaveStatus: null });
      set(withAnswers(snapshot));
    },
    afterSave,
    advance: async () => {
      if (get().mode === 'focus') await goToPage(nextPagePosition(queue.getState().loadedWith!.page));
    },
    onResponded: (recordId, body) =>
      options.onEvent?.(annotationEventOf(datasetId, recordId, body.status, body.values ?? {})),
  });

  const maybeAutosave = () => {
    const { record, mode, pendingAction, questions, answers } = get();
    if (!autosave || mode !== 'focus' || pendingAction !== null || !record?.id) return;
    // A submitted record keeps its changes until it is submitted again (see the unsaved-change guard).
    if (record.status === 'submitted' || timer.elapsedMs() <= AUTOSAVE_AFTER_MS) return;
    if (hasNonEmptyAnswer(questions, answers)) void autosaveDraft(record.id);
  };

  // Answers given while an autosave runs are saved by one more draft save right after it, so the last
  // keystrokes before a pause are not left unsaved.
  let answeredWhileSaving = false;
  const autosaveDraft = async (recordId: string) => {
    answeredWhileSaving = false;
    await actions.saveDraft();
    const { record, isModified, questions, answers, mode, draftSaveStatus } = get();
    // Not after a failed or queued save: the error shows, and the next change tries again.
    if (!answeredWhileSaving || draftSaveStatus !== 'saved' || !isModified) return;
    if (mode !== 'focus' || record?.id !== recordId) return;
    if (record.status !== 'submitted' && hasNonEmptyAnswer(questions, answers)) await autosaveDraft(recordId);
  };

  const load = async () => {
    if (get().status === 'loading') return;
    set({ status: 'loading', error: null, emptyState: null });
    // Field, question and metadata failures are swallowed (spec 1 §8): the view shows what it has.
    const questions = client.getQuestions(datasetId).then(
      (body) => body.items.map(toQuestion),
      () => [],
    );
    const metadataProperties = client.getMetadataProperties(datasetId).then(
      (body) => body.items,
      () => null,
    );
    const context: Promise<QueueContext> = Promise.all([questions, metadataProperties]).then(
      ([loaded, properties]) => {
        // Before the queue shows a record, so its form starts from the questions.
        set({ questions: loaded });
        return { questions: loaded, metadataProperties: properties };
      },
    );
    const [info, fields] = await Promise.all([
      loadDatasetInfo(client, datasetId),
      client.getFields(datasetId).then(
        (body) => body.items.map(toField),
        () => [],
      ),
      queue.getState().load({ context }),
      reloadMetrics(),
    ]);
    if ('error' in info) {
      set({ status: 'error', error: info.error });
      return;
    }
    set({ dataset: toDataset(info.dataset, info.workspace.name), workspace: info.workspace, fields });
    const { error, records } = queue.getState();
    set({ status: error && records.length === 0 ? 'error' : 'ready', error });
    if (outbox.size() > 0 && (options.online?.isOnline() ?? true)) await flushOutbox();
  };

  const flushOutbox = async () => {
    const { sent } = await outbox.flush();
    for (const { recordId, response } of sent) {
      const held = queue.getState().records.find((entry) => entry.record.id === recordId)?.record;
      if (held) {
        queue
          .getState()
          .replaceRecord({ ...held, response: toRecordResponse(response), status: response.status });
      }
    }
    if (sent.length > 0) await afterSave();
  };

  const initialPage = criteria.getState().committed.page;
  const store = createStore<AnnotationState>()(() => ({
    status: 'idle',
    error: null,
    dataset: null,
    workspace: null,
    fields: [],
    questions: [],
    mode: initialPage.mode,
    page: initialPage.client.page,
    pageSize: initialPage.client.many,
    total: 0,
    record: null,
    records: [],
    reference: null,
    canGoNext: false,
    canGoPrevious: false,
    answers: {},
    validity: {},
    canSubmit: false,
    isModified: false,
    isTouched: false,
    pendingAction: null,
    metrics: null,
    emptyState: null,
    lastSavedAt: null,
    draftSaveStatus: null,
    savedAgo: null,
    pendingConfirmation: null,
    outboxSize: outbox.size(),

    load,
    setAnswer(questionName, value) {
      if (get().pendingAction === 'draft') answeredWhileSaving = true;
      set(withAnswers({ ...get().answers, [questionName]: value }));
      maybeAutosave();
    },
    ...actions,
    reset: () => set(withAnswers(snapshot)),
    next: async () => {
      if (!canNavigate() || !get().canGoNext) return;
      await goToPage(nextPagePosition(queue.getState().loadedWith!.page));
    },
    previous: async () => {
      if (!canNavigate() || !get().canGoPrevious) return;
      await goToPage(previousPagePosition(queue.getState().loadedWith!.page));
    },
    continuePendingChange: async () => {
      dropCurrentEdits = true;
      await guard.proceed();
      dropCurrentEdits = false;
    },
    closePendingChange: () => guard.rollBack(),
    flushOutbox,
    pauseTimer: () => timer.pause(),
    resumeTimer: () => timer.resume(),
    dispose: () => cleanup(),
  }));

  const guard = createUnsavedChangeGuard({
    criteria,
    queue,
    isActive: () => get().status !== 'idle',
    mustAsk: () => get().isTouched && get().mode === 'focus',
    setAsking: (asking) => set({ pendingConfirmation: asking ? CHANGES_NO_SUBMIT : null }),
    sync: syncQueue,
  });

  const refreshSavedAgo = () => {
    const { lastSavedAt } = get();
    set({ savedAgo: lastSavedAt === null ? null : relativeTimeBetween(lastSavedAt, now()) });
  };

  const bulk = createBulkAnnotationStore({
    client,
    datasetId,
    userId,
    queue,
    form: () => get(),
    onAnnotated: afterSave,
    onResponded: (recordId, status, values) =>
      options.onEvent?.(annotationEventOf(datasetId, recordId, status, values)),
  });

  const cleanup = mergeCleanups(
    queue.subscribe(showQueue),
    guard.stop,
    store.subscribe((state, previous) => {
      if (state.lastSavedAt === previous.lastSavedAt) return;
      if (refresh !== null) timers.clearInterval(refresh);
      refresh =
        state.lastSavedAt === null ? null : timers.setInterval(refreshSavedAgo, RELATIVE_TIME_REFRESH_MS);
      refreshSavedAgo();
    }),
    () => {
      if (refresh !== null) timers.clearInterval(refresh);
    },
    outbox.subscribe((size) => set({ outboxSize: size })),
    options.visibility?.subscribe(() => (options.visibility!.isHidden() ? timer.pause() : timer.resume())) ??
      (() => {}),
    options.online?.subscribe(() => {
      if (options.online!.isOnline()) void flushOutbox();
    }) ?? (() => {}),
    () => bulk.getState().dispose(),
  );
  if (options.visibility?.isHidden()) timer.pause();

  return Object.assign(store, { criteria, queue, bulk });
}
