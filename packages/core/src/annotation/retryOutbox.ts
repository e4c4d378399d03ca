import type { ResponseOutbox } from './createResponseOutbox';
import type { OnlineSignal } from '../environment/environmentSignals';
import { intervalWhile } from '../environment/intervalWhile';
import type { Timers } from '../environment/Timers';

/** How often answers waiting in the outbox are sent again while the page stays open. */
export const OUTBOX_RETRY_MS = 5000;

/**
 * Sends the outbox again every {@link OUTBOX_RETRY_MS} while it holds answers. The online signal alone is not
 * enough: a server that restarts or a proxy that drops requests leaves the browser "online", and nothing else
 * would send the answers before the next submit or reload. Skipped while the signal says offline (the
 * signal's own event sends them when the connection returns). Returns the cleanup.
 *
 * @example
 * const stop = retryOutbox(outbox, () => sendOutbox(outbox, queue, afterSave), hostTimers, online);
 */
export function retryOutbox(
  outbox: ResponseOutbox,
  flush: () => Promise<void>,
  timers: Timers,
  online?: OnlineSignal,
): () => void {
  const tick = () => {
    if (online && !online.isOnline()) return;
    flush().catch(() => {
      // A failed attempt leaves the answers in the outbox; the next tick tries again.
    });
  };
  const retry = intervalWhile(timers, OUTBOX_RETRY_MS, tick);
  const follow = (size: number) => retry.follow(size > 0);
  follow(outbox.size());
  const stop = outbox.subscribe(follow);
  return () => {
    stop();
    follow(0);
  };
}
