import { createRecordCriteriaStore, type RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { ApiClient } from '../api/createApiClient';
import type { ResponseStatus, WireResponseValues } from '../api/wire/records';
import { messageOfError } from '../api/messageOfError';
import { toMetrics } from '../model/Metrics';
import { createRecordQueueStore, type RecordQueueStore } from '../queue/createRecordQueueStore';
import { systemClock } from '../environment/Environment';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import type { AnnotationState, AnnotationStoreOptions } from './annotationState';
import { annotationEventOf } from './annotationEvents';
import { createAnnotationPaging, type AnnotationPaging } from './annotationPaging';
import { createAnswerForm, type AnswerForm } from './answerForm';
import { createAnswerTimer, type AnswerTimer } from './createAnswerTimer';
import { createResponseOutbox, outboxStorageKey, type ResponseOutbox } from './createResponseOutbox';
import { createDraftAutosave, type DraftAutosave } from './draftAutosave';
import { createFormRecordActions } from './formRecordActions';
import type { RecordActions } from './recordActions';
import { scopeClientToRecord } from './recordScope';
import { reloadAfterSend } from './reloadAfterSend';
import { sendOutbox } from './sendOutbox';
import { createShownPage, type ShownPage } from './shownPage';

/** Read and write access to the annotation store's state, handed to every part. */
export interface AnnotationAccess {
  get: () => AnnotationState;
  set: (partial: Partial<AnnotationState>) => void;
}

/** The parts the annotation store is composed of, each with one job. */
export interface AnnotationParts {
  client: ApiClient;
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  timer: AnswerTimer;
  outbox: ResponseOutbox;
  form: AnswerForm;
  shown: ShownPage;
  paging: AnnotationPaging;
  actions: RecordActions;
  autosave: DraftAutosave;
  /** Refetches the caller's metrics; failures keep the last numbers. */
  reloadMetrics: () => Promise<void>;
  /** Replays the queued answers; a refusal is reported as the view's error. */
  flushOutbox: AnnotationState['flushOutbox'];
  /** Reports a written response to the host's event listener. */
  onEvent: (recordId: string, status: ResponseStatus, values: WireResponseValues) => void;
}

/** The data sources of the view: the (possibly record-scoped) client, criteria, queue, timer and outbox. */
function createAnnotationSources(options: AnnotationStoreOptions, { get }: AnnotationAccess) {
  const { datasetId, userId, now = systemClock, recordId } = options;
  const client = recordId ? scopeClientToRecord(options.client, recordId) : options.client;
  const criteria = options.criteria ?? createRecordCriteriaStore({ datasetId, timers: options.timers });
  const storage = options.storage ?? createMemoryStorage();
  const outbox = createResponseOutbox({
    client,
    userId,
    storage,
    storageKey: outboxStorageKey(datasetId, userId),
  });
  const metrics = () => get().metrics;
  const queue = createRecordQueueStore({
    client,
    datasetId,
    userId,
    criteria,
    role: options.role,
    metrics,
    recordId,
    isUnsent: outbox.has,
  });
  return { client, criteria, queue, outbox, timer: createAnswerTimer(now) };
}

/** Builds the parts of the annotation store in dependency order; none of them subscribes to anything yet. */
export function createAnnotationParts(
  options: AnnotationStoreOptions,
  access: AnnotationAccess,
): AnnotationParts {
  const { datasetId, userId, now = systemClock, recordId } = options;
  const { get, set } = access;
  const { client, criteria, queue, outbox, timer } = createAnnotationSources(options, access);
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
  // Writes through the client already drop the cached metrics and progress they change
  // (`api/cache/writeInvalidations.ts`), so after a save only the numbers are fetched again.
  const afterSave = reloadMetrics;
  // An answer the server refused on replay (e.g. the record was completed by others meanwhile) is reported.
  // Records fetched while their answers waited are listed by the server as they were: the page may need a reload.
  const flushOutbox = async () => {
    const sent = await sendOutbox(outbox, queue, afterSave, (error) => set({ error: messageOfError(error) }));
    await reloadAfterSend(queue, sent, () => get().isModified);
  };
  const onEvent = (id: string, status: ResponseStatus, values: WireResponseValues) =>
    options.onEvent?.(annotationEventOf(datasetId, id, status, values));
  const actions = createFormRecordActions({
    ...{ client, userId, now, timer, queue, outbox, get, set, form, afterSave },
    advance: async () => {
      if (get().mode === 'focus' && !recordId) await paging.advance();
    },
    onResponded: (id, body) => onEvent(id, body.status, body.values ?? {}),
  });
  const autosave = createDraftAutosave({
    enabled: options.autosave ?? true,
    timer,
    get,
    saveDraft: actions.saveDraft,
  });
  return {
    client,
    criteria,
    queue,
    timer,
    outbox,
    form,
    shown,
    paging,
    actions,
    autosave,
    reloadMetrics,
    flushOutbox,
    onEvent,
  };
}
