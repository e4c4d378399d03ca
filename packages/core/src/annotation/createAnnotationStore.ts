import { createStore, type StoreApi } from 'zustand/vanilla';
import { createBulkAnnotationStore, type BulkAnnotationStore } from '../bulk/createBulkAnnotationStore';
import type { PageCriteria } from '../criteria/RecordCriteria';
import { keepBulkModeForPending } from '../criteria/pageModeRules';
import { createRecordCriteriaStore, type RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { ResponseStatus, WireResponseValues } from '../api/wire/records';
import { messageOfError } from '../messages/messageOfError';
import { toMetrics } from '../model/Metrics';
import { mergeCleanups } from '../observer/mergeCleanups';
import { createRecordQueueStore, type RecordQueueStore } from '../queue/createRecordQueueStore';
import { createMemoryStorage } from '../session/KeyValueStorage';
import type { AnnotationState, AnnotationStoreOptions, PendingConfirmation } from './annotationState';
import { annotationEventOf } from './annotationEvents';
import { ANNOTATION_MESSAGE_KEYS } from './annotationMessageKeys';
import { createAnnotationPaging } from './annotationPaging';
import { createAnswerForm } from './answerForm';
import { createAnswerTimer } from './createAnswerTimer';
import { createResponseOutbox, outboxStorageKey } from './createResponseOutbox';
import { createUnsavedChangeGuard } from './createUnsavedChangeGuard';
import { createDraftAutosave } from './draftAutosave';
import { defaultIntervalTimers } from './environmentSignals';
import { loadAnnotationView } from './loadAnnotationView';
import { createFormRecordActions } from './formRecordActions';
import { retryOutbox } from './retryOutbox';
import { retryQueueLoad } from './retryQueueLoad';
import { sendOutbox } from './sendOutbox';
import { scopeClientToRecord } from './recordScope';
import { createShownPage } from './shownPage';
import { watchSavedAgo } from './watchSavedAgo';

export type {
  AnnotationState,
  AnnotationStoreOptions,
  AnnotationAction,
  DraftSaveStatus,
  PendingConfirmation,
} from './annotationState';
export { AUTOSAVE_AFTER_MS } from './draftAutosave';

/** The annotation store with the stores it drives: criteria (URL-syncable), record queue and bulk actions. */
export type AnnotationStore = StoreApi<AnnotationState> & {
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  bulk: BulkAnnotationStore;
};

const CHANGES_NO_SUBMIT: PendingConfirmation = {
  key: ANNOTATION_MESSAGE_KEYS.changesNoSubmit,
  action: 'ignore and continue',
  actionKey: ANNOTATION_MESSAGE_KEYS.ignoreAndContinue,
};

/** The state without its intents. */
type AnnotationData = {
  [
    K in keyof AnnotationState as AnnotationState[K] extends (...args: never[]) => unknown ? never : K
  ]: AnnotationState[K];
};

/** The view's data before the first load: nothing shown, the page the criteria start on. */
function initialAnnotationData(page: PageCriteria, outboxSize: number): AnnotationData {
  return {
    status: 'idle',
    error: null,
    dataset: null,
    workspace: null,
    fields: [],
    questions: [],
    mode: page.mode,
    page: page.client.page,
    pageSize: page.client.many,
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
    outboxSize,
  };
}

/**
 * Creates the store of the annotation view on top of the record criteria and the record queue, composed of
 * parts with one job each: the answer form (`answerForm`), the page shown (`shownPage`), the record actions
 * (`recordActions`), the draft auto-save (`draftAutosave`), the unsaved-change guard, the outbox
 * (`createResponseOutbox`, `sendOutbox`), the answer timer (paused while the page is hidden) and the "saved …
 * ago" clock (`watchSavedAgo`). Bulk mode's selection and actions are in `store.bulk`.
 *
 * @example
 * const store = createAnnotationStore({ client, datasetId, userId: user.id, criteria });
 * await store.getState().load();
 * store.getState().setAnswer('sentiment', 'positive');
 * await store.getState().submit();
 */
export function createAnnotationStore(options: AnnotationStoreOptions): AnnotationStore {
  const { datasetId, userId, now = Date.now, online, visibility, recordId } = options;
  const client = recordId ? scopeClientToRecord(options.client, recordId) : options.client;
  const criteria = options.criteria ?? createRecordCriteriaStore({ datasetId });
  const timer = createAnswerTimer(now);
  const storage = options.storage ?? createMemoryStorage();
  const outbox = createResponseOutbox({
    client,
    userId,
    storage,
    storageKey: outboxStorageKey(datasetId, userId),
  });
  const get = () => store.getState();
  const set = (partial: Partial<AnnotationState>) => store.setState(partial);
  const metrics = () => get().metrics;
  const queue = createRecordQueueStore({
    client,
    datasetId,
    userId,
    criteria,
    role: options.role,
    metrics,
    recordId,
  });
  const form = createAnswerForm(get);
  const shown = createShownPage({ criteria, queue, form, timer, get, set });
  const paging = createAnnotationPaging({ criteria, queue, get, set });
  const reloadMetrics = async () => {
    try {
      set({ metrics: toMetrics(await client.getMyMetrics(datasetId)) });
    } catch {
      // Metrics failures are swallowed (spec 1 §8): the panel keeps its last numbers.
    }
  };
  // Writes through the client already drop the cached metrics and progress they change.
  const afterSave = reloadMetrics;
  // An answer the server refused on replay (e.g. the record was completed by others meanwhile) is reported.
  const flushOutbox = () =>
    sendOutbox(outbox, queue, afterSave, (error) => set({ error: messageOfError(error) }));
  const onEvent = (recordId: string, status: ResponseStatus, values: WireResponseValues) =>
    options.onEvent?.(annotationEventOf(datasetId, recordId, status, values));
  const actions = createFormRecordActions({
    ...{ client, userId, now, timer, queue, outbox, get, set, form, afterSave },
    advance: async () => {
      if (get().mode === 'focus' && !recordId) await paging.advance();
    },
    onResponded: (recordId, body) => onEvent(recordId, body.status, body.values ?? {}),
  });
  const autosave = createDraftAutosave({
    enabled: options.autosave ?? true,
    timer,
    get,
    saveDraft: actions.saveDraft,
  });

  const store = createStore<AnnotationState>()(() => ({
    ...initialAnnotationData(criteria.getState().committed.page, outbox.size()),
    async load() {
      if (get().status === 'loading') return;
      const loaded = await loadAnnotationView({ client, datasetId, queue, set, reloadMetrics });
      if (loaded && outbox.size() > 0 && (online?.isOnline() ?? true)) await flushOutbox();
    },
    setAnswer(questionName, value) {
      set(form.withAnswers({ ...get().answers, [questionName]: value }));
      autosave.answered();
    },
    ...actions,
    reset: () => set(form.withAnswers(form.snapshot())),
    next: paging.next,
    previous: paging.previous,
    continuePendingChange: () => shown.dropEditsDuring(() => guard.proceed()),
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
    sync: paging.syncQueue,
  });
  const bulk = createBulkAnnotationStore({
    client,
    datasetId,
    userId,
    queue,
    form: get,
    onAnnotated: afterSave,
    onResponded: onEvent,
  });

  const cleanup = mergeCleanups(
    keepBulkModeForPending(criteria),
    queue.subscribe(shown.show),
    guard.stop,
    watchSavedAgo(store, options.timers ?? defaultIntervalTimers, now),
    outbox.subscribe((size) => set({ outboxSize: size })),
    visibility?.subscribe(() => (visibility.isHidden() ? timer.pause() : timer.resume())) ?? (() => {}),
    online?.subscribe(() => online.isOnline() && void flushOutbox()) ?? (() => {}),
    retryOutbox(outbox, flushOutbox, options.timers ?? defaultIntervalTimers, online),
    retryQueueLoad(queue, options.timers ?? defaultIntervalTimers, online),
    () => bulk.getState().dispose(),
  );
  if (visibility?.isHidden()) timer.pause();

  return Object.assign(store, { criteria, queue, bulk });
}
