import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';
import type { BulkAnnotationStore } from '../bulk/createBulkAnnotationStore';
import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import { initialAnnotationData } from './annotationInitialData';
import { createAnnotationIntents } from './annotationIntents';
import { createAnnotationParts, type AnnotationAccess } from './annotationParts';
import type { AnnotationState, AnnotationStoreOptions } from './annotationState';
import { wireAnnotationStore } from './annotationWiring';

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

/**
 * Creates the store of the annotation view on top of the record criteria and the record queue, composed of
 * parts with one job each (built by `createAnnotationParts`, their intents in `annotationIntents`, their
 * subscriptions in `annotationWiring`): the answer form (`answerForm`), the page shown (`shownPage`), the record actions
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
  const access: AnnotationAccess = {
    get: () => store.getState(),
    set: (partial) => store.setState(partial),
  };
  const parts = createAnnotationParts(options, access);
  const store = createStore<AnnotationState>()(() => ({
    ...initialAnnotationData(parts.criteria.getState().committed.page, parts.outbox.size()),
    ...createAnnotationIntents(options, parts, access, () => wiring),
  }));
  const wiring = wireAnnotationStore(store, parts, options);
  return Object.assign(store, { criteria: parts.criteria, queue: parts.queue, bulk: wiring.bulk });
}
