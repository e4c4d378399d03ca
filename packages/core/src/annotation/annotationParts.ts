import type { ApiClient } from '../api/createApiClient';
import { createBulkAnnotationStore } from '../bulk/createBulkAnnotationStore';
import type { BulkAnnotationStore } from '../bulk/bulkAnnotationState';
import { createRecordCriteriaStore, type RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { systemClock, type Environment } from '../environment/Environment';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { hostTimers } from '../environment/Timers';
import type { StateAccess } from '../observer/composeStore';
import { createRecordQueueStore, type RecordQueueStore } from '../queue/createRecordQueueStore';
import { annotationEventOf } from './annotationEvents';
import { ANNOTATION_MESSAGE_KEYS } from './annotationMessageKeys';
import { createAnnotationPaging, type AnnotationPaging } from './annotationPaging';
import type { AnnotationState, AnnotationStoreOptions, PendingConfirmation } from './annotationState';
import { createAnswerForm, type AnswerForm } from './answerForm';
import { createAnswerTimer, type AnswerTimer } from './createAnswerTimer';
import { createResponseOutbox, outboxStorageKey, type ResponseOutbox } from './createResponseOutbox';
import { createUnsavedChangeGuard, type UnsavedChangeGuard } from './createUnsavedChangeGuard';
import { createDraftAutosave, type DraftAutosave } from './draftAutosave';
import { createAnnotationLoad, createMetricsReload } from './loadAnnotationView';
import { withPrefetchedSearch } from './prefetchAnnotationView';
import { scopeClientToRecord } from './recordScope';
import { createResponseWriting, type ResponseWriting, type ResponseWritingContext } from './responseWriting';
import { createSentBackFollower, type SentBackFollower } from './sentBackFollower';
import { createShownPage, type ShownPage } from './shownPage';

/** The annotation store's environment: the ports given, stand-ins for the clock, timers, storage and frames. */
export type AnnotationEnvironment = Pick<Environment, 'now' | 'timers' | 'storage'> &
  Partial<Pick<Environment, 'online' | 'visibility' | 'afterPaint'>>;

/**
 * The ports of the options, with the host's clock and timers and memory storage when not given; without
 * `afterPaint` nothing waits for a paint.
 */
export function annotationEnvironmentOf(options: AnnotationStoreOptions): AnnotationEnvironment {
  return {
    now: options.now ?? systemClock,
    timers: options.timers ?? hostTimers,
    storage: options.storage ?? createMemoryStorage(),
    online: options.online,
    visibility: options.visibility,
    afterPaint: options.afterPaint,
  };
}

/** The data sources of the view: the (possibly record-scoped) client, criteria, outbox, queue and timer. */
interface AnnotationSources {
  client: ApiClient;
  criteria: RecordCriteriaStore;
  outbox: ResponseOutbox;
  queue: RecordQueueStore;
  timer: AnswerTimer;
}

/** The parts the annotation store is composed of, each with one job. */
export interface AnnotationParts extends AnnotationSources {
  form: AnswerForm;
  shown: ShownPage;
  paging: AnnotationPaging;
  guard: UnsavedChangeGuard;
  bulk: BulkAnnotationStore;
  writing: ResponseWriting;
  autosave: DraftAutosave;
  sentBack: SentBackFollower;
  /** The first load, then the answers waiting in the outbox. */
  load(): Promise<void>;
  /** Refetches the caller's metrics; failures keep the last numbers. */
  reloadMetrics(): Promise<void>;
}

const CHANGES_NO_SUBMIT: PendingConfirmation = {
  key: ANNOTATION_MESSAGE_KEYS.changesNoSubmit,
  action: 'ignore and continue',
  actionKey: ANNOTATION_MESSAGE_KEYS.ignoreAndContinue,
};

function createAnnotationSources(
  options: AnnotationStoreOptions,
  environment: AnnotationEnvironment,
  { get }: StateAccess<AnnotationState>,
): AnnotationSources {
  const { datasetId, userId, recordId } = options;
  const prefetched = options.prefetch ? withPrefetchedSearch(options.client, options.prefetch) : options.client;
  const client = recordId ? scopeClientToRecord(prefetched, recordId) : prefetched;
  const criteria = options.criteria ?? createRecordCriteriaStore({ datasetId, timers: environment.timers });
  const storageKey = outboxStorageKey(datasetId, userId);
  const outbox = createResponseOutbox({ client, userId, storage: environment.storage, storageKey });
  const queue = createRecordQueueStore({
    ...{ client, datasetId, userId, criteria, role: options.role, recordId },
    metrics: () => get().metrics,
    isUnsent: outbox.has,
    listing: outbox.listing,
    // Where frames are painted, the first record shows before the queue is counted.
    countAfterPaint: environment.afterPaint,
  });
  return { client, criteria, outbox, queue, timer: createAnswerTimer(environment.now) };
}

/**
 * Builds the parts of the annotation store in dependency order, each given the slice of the state it works on;
 * none subscribes to anything yet (the bulk store follows the queue's page from its creation).
 */
export function createAnnotationParts(
  options: AnnotationStoreOptions,
  environment: AnnotationEnvironment,
  state: StateAccess<AnnotationState>,
): AnnotationParts {
  const { datasetId, userId, recordId } = options;
  const { get, set } = state;
  const sources = createAnnotationSources(options, environment, state);
  const { client, criteria, queue, outbox, timer } = sources;
  const form = createAnswerForm(state);
  const shown = createShownPage({ criteria, queue, form, timer, state });
  const paging = createAnnotationPaging({ criteria, queue, state });
  const guard = createUnsavedChangeGuard({
    ...{ criteria, queue, sync: paging.syncQueue },
    isActive: () => get().status !== 'idle',
    mustAsk: () => get().isTouched && get().mode === 'focus',
    setAsking: (asking) => set({ pendingConfirmation: asking ? CHANGES_NO_SUBMIT : null }),
  });
  const reloadMetrics = createMetricsReload(client, datasetId, set);
  const onResponded: ResponseWritingContext['onResponded'] = (id, status, values) =>
    options.onEvent?.(annotationEventOf(datasetId, id, status, values));
  const bulk = createBulkAnnotationStore({
    ...{ client, datasetId, userId, queue, form: get },
    onAnnotated: reloadMetrics,
    onResponded,
  });
  const writing = createResponseWriting({
    ...{
      client,
      userId,
      now: environment.now,
      afterPaint: environment.afterPaint,
      timer,
      queue,
      outbox,
      form,
      criteria,
      bulk,
      state,
      onResponded,
    },
    // Writes through the client already drop the cached metrics and progress they change
    // (`api/cache/writeInvalidations.ts`), so after a save only the numbers are fetched again.
    afterSave: reloadMetrics,
    advance: async () => {
      if (get().mode === 'focus' && !recordId) await paging.advance();
    },
    showRecord: paging.showRecord,
  });
  const autosave = createDraftAutosave({
    enabled: options.autosave ?? true,
    timer,
    get,
    saveDraft: writing.saveRecordDraft,
  });
  const load = createAnnotationLoad({
    ...{ client, datasetId, queue, state, reloadMetrics, outbox, online: environment.online },
    afterPaint: environment.afterPaint,
    flushOutbox: writing.flushOutbox,
  });
  const sentBack = createSentBackFollower({ client, state });
  return { ...sources, form, shown, paging, guard, bulk, writing, autosave, sentBack, load, reloadMetrics };
}
