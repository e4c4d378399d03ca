import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import type { OnlineSignal } from '../environment/environmentSignals';
import { intervalWhile } from '../environment/intervalWhile';
import type { Timers } from '../environment/Timers';

/** How often a record fetch that failed for a passing reason is tried again while the page stays open. */
export const QUEUE_RETRY_MS = 5000;

/**
 * Loads the queue again every {@link QUEUE_RETRY_MS} while its last fetch failed for a reason that may pass (the
 * server restarting, a gateway answering 502). Without it, a server that died while the next record was being
 * fetched left the annotator on an empty page until a reload, although the browser never went offline. Skipped
 * while the signal says offline; stops as soon as a fetch succeeds. Returns the cleanup.
 *
 * @example
 * const stop = retryQueueLoad(queue, hostTimers, onlineSignalOf(window));
 */
export function retryQueueLoad(queue: RecordQueueStore, timers: Timers, online?: OnlineSignal): () => void {
  const tick = () => {
    const { failedRetryably, isFetching } = queue.getState();
    if (!failedRetryably || isFetching || (online && !online.isOnline())) return;
    queue
      .getState()
      .load()
      .catch(() => {
        // The queue keeps the failure in its state; the next tick tries again.
      });
  };
  const follow = intervalWhile(timers, QUEUE_RETRY_MS, tick).follow;
  follow(queue.getState().failedRetryably);
  const stop = queue.subscribe((state) => follow(state.failedRetryably));
  return () => {
    stop();
    follow(false);
  };
}
