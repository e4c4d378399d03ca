import { keepBulkModeForPending } from '../criteria/pageModeRules';
import { mergeCleanups } from '../observer/mergeCleanups';
import type { AnnotationEnvironment, AnnotationParts } from './annotationParts';
import type { AnnotationData } from './annotationState';
import { retryOutbox } from './retryOutbox';
import { retryQueueLoad } from './retryQueueLoad';
import { watchSavedAgo, type SavedAgoStore } from './watchSavedAgo';

/** What the wiring touches of the annotation store: the "saved … ago" clock and the outbox size. */
export type WiredStore = SavedAgoStore & { setState(partial: Pick<AnnotationData, 'outboxSize'>): void };

/**
 * Subscribes the parts to each other and to the environment (page visibility, connectivity, timers): the
 * unsaved-change guard, bulk mode, the queue showing its page, the "saved … ago" clock, the outbox size and its
 * retries, the queue load retries. Returns one teardown for every subscription (and the bulk store).
 */
export function wireAnnotationStore(
  store: WiredStore,
  parts: AnnotationParts,
  { timers, now, online, visibility }: AnnotationEnvironment,
): () => void {
  const { criteria, queue, shown, guard, timer, outbox, bulk, writing, sentBack } = parts;
  const stopGuard = guard.follow();
  const dispose = mergeCleanups(
    keepBulkModeForPending(criteria),
    queue.subscribe(shown.show),
    // After the page is shown: the notice follows the record it shows.
    queue.subscribe(sentBack.follow),
    sentBack.stop,
    stopGuard,
    watchSavedAgo(store, timers, now),
    outbox.subscribe((size) => store.setState({ outboxSize: size })),
    visibility?.subscribe(() => (visibility.isHidden() ? timer.pause() : timer.resume())) ?? (() => {}),
    online?.subscribe(() => online.isOnline() && void writing.flushOutbox()) ?? (() => {}),
    retryOutbox(outbox, writing.flushOutbox, timers, online),
    retryQueueLoad(queue, timers, online),
    () => bulk.getState().dispose(),
  );
  if (visibility?.isHidden()) timer.pause();
  return dispose;
}
