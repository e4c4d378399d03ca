import type { StoreApi } from 'zustand/vanilla';
import type { BulkAnnotationStore } from '../bulk/createBulkAnnotationStore';
import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { composeStore } from '../observer/composeStore';
import { createCleanups } from '../observer/createCleanups';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import { initialAnnotationData } from './annotationInitialData';
import { annotationEnvironmentOf, createAnnotationParts, type AnnotationParts } from './annotationParts';
import type { AnnotationState, AnnotationStoreOptions } from './annotationState';
import { wireAnnotationStore } from './annotationWiring';

/** The annotation store with the stores it drives: criteria (URL-syncable), record queue and bulk actions. */
export type AnnotationStore = StoreApi<AnnotationState> & {
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  bulk: BulkAnnotationStore;
};

/** An annotation store not yet wired, and what wires it. */
export interface ComposedAnnotationStore {
  store: AnnotationStore;
  /**
   * Makes every subscription (to the parts, the page's visibility, the connection, timers); the store's
   * `dispose` undoes them. Called once.
   */
  wire(): void;
}

/**
 * Composes the store of the annotation view on top of the record criteria and the record queue, in three steps:
 * `createAnnotationParts` builds the parts with one job each, each given the slice of the state it works on
 * (the answer form, the page shown, paging, the unsaved-change guard, bulk mode, response writing with the
 * outbox, the draft auto-save, the first load); the state below names each intent's part; `wire` then makes
 * every subscription with `wireAnnotationStore` (the queue's page, the guard, the "saved … ago" clock, the
 * outbox and queue retries, the page's visibility and the connection). Until then the store has started
 * nothing, so a session can be made and dropped unused. Bulk mode's selection and actions are in `store.bulk`.
 *
 * @example
 * const { store, wire } = composeAnnotationStore({ client, datasetId, userId: user.id, criteria });
 * wire();
 */
export function composeAnnotationStore(options: AnnotationStoreOptions): ComposedAnnotationStore {
  const environment = annotationEnvironmentOf(options);
  const subscriptions = createCleanups();
  const { store, parts } = composeStore<AnnotationState, AnnotationParts>((access) => {
    const parts = createAnnotationParts(options, environment, access);
    const { criteria, outbox, form, autosave, writing, paging, shown, guard, timer } = parts;
    const state: AnnotationState = {
      ...initialAnnotationData(criteria.getState().committed.page, outbox.size(), !environment.afterPaint),
      load: parts.load,
      setAnswer(questionName, value) {
        form.answer(questionName, value);
        autosave.answered();
      },
      submit: writing.submit,
      discard: writing.discard,
      saveDraft: writing.saveDraft,
      clear: writing.clear,
      flushOutbox: writing.flushOutbox,
      reset: form.reset,
      next: paging.next,
      previous: paging.previous,
      continuePendingChange: () => shown.dropEditsDuring(guard.proceed),
      closePendingChange: guard.rollBack,
      pauseTimer: timer.pause,
      resumeTimer: timer.resume,
      dispose: subscriptions.run,
    };
    return { parts, state };
  });
  return {
    store: Object.assign(store, { criteria: parts.criteria, queue: parts.queue, bulk: parts.bulk }),
    wire: () => subscriptions.add(wireAnnotationStore(store, parts, environment)),
  };
}
