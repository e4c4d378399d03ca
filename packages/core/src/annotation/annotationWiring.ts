import type { StoreApi } from 'zustand/vanilla';
import { createBulkAnnotationStore, type BulkAnnotationStore } from '../bulk/createBulkAnnotationStore';
import { keepBulkModeForPending } from '../criteria/pageModeRules';
import { mergeCleanups } from '../observer/mergeCleanups';
import type { AnnotationWiringRef } from './annotationIntents';
import { ANNOTATION_MESSAGE_KEYS } from './annotationMessageKeys';
import type { AnnotationParts } from './annotationParts';
import type { AnnotationState, AnnotationStoreOptions, PendingConfirmation } from './annotationState';
import { createUnsavedChangeGuard } from './createUnsavedChangeGuard';
import { systemClock } from '../environment/Environment';
import { hostTimers } from '../environment/Timers';
import { retryOutbox } from './retryOutbox';
import { retryQueueLoad } from './retryQueueLoad';
import { watchSavedAgo } from './watchSavedAgo';

const CHANGES_NO_SUBMIT: PendingConfirmation = {
  key: ANNOTATION_MESSAGE_KEYS.changesNoSubmit,
  action: 'ignore and continue',
  actionKey: ANNOTATION_MESSAGE_KEYS.ignoreAndContinue,
};

/** The store's wiring: the guard and bulk store made on top of it, and one teardown for every subscription. */
export type AnnotationWiring = AnnotationWiringRef & { bulk: BulkAnnotationStore };

/**
 * Subscribes the parts to each other and to the environment (page visibility, connectivity, timers): the
 * unsaved-change guard, bulk mode, the queue showing its page, the "saved … ago" clock, the outbox size and its
 * retries, the queue load retries.
 */
export function wireAnnotationStore(
  store: StoreApi<AnnotationState>,
  parts: AnnotationParts,
  options: AnnotationStoreOptions,
): AnnotationWiring {
  const { criteria, queue, shown, paging, timer, outbox, flushOutbox, reloadMetrics, onEvent } = parts;
  const get = () => store.getState();
  const set = (partial: Partial<AnnotationState>) => store.setState(partial);
  const { online, visibility, now = systemClock } = options;
  const timers = options.timers ?? hostTimers;
  const guard = createUnsavedChangeGuard({
    criteria,
    queue,
    isActive: () => get().status !== 'idle',
    mustAsk: () => get().isTouched && get().mode === 'focus',
    setAsking: (asking) => set({ pendingConfirmation: asking ? CHANGES_NO_SUBMIT : null }),
    sync: paging.syncQueue,
  });
  const bulk = createBulkAnnotationStore({
    ...{ client: parts.client, datasetId: options.datasetId, userId: options.userId, queue, form: get },
    onAnnotated: reloadMetrics,
    onResponded: onEvent,
  });
  const dispose = mergeCleanups(
    keepBulkModeForPending(criteria),
    queue.subscribe(shown.show),
    guard.stop,
    watchSavedAgo(store, timers, now),
    outbox.subscribe((size) => set({ outboxSize: size })),
    visibility?.subscribe(() => (visibility.isHidden() ? timer.pause() : timer.resume())) ?? (() => {}),
    online?.subscribe(() => online.isOnline() && void flushOutbox()) ?? (() => {}),
    retryOutbox(outbox, flushOutbox, timers, online),
    retryQueueLoad(queue, timers, online),
    () => bulk.getState().dispose(),
  );
  if (visibility?.isHidden()) timer.pause();
  return { guard, bulk, dispose };
}
