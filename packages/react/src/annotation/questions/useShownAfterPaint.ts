import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { AFTER_PAINT_FALLBACK_MS, hostTimers } from '@marginalia/core';
import { nextTask } from './spanTasks';

/** The part of the browser's `scheduler` used here: a task queued ahead of the ones of normal priority. */
interface UrgentScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/**
 * Runs `run` in a task of its own right after the next frame of `view` is painted: queued from the frame's
 * animation callback at user-blocking priority where the browser has `scheduler.postTask` (ahead of the tasks
 * already waiting, such as a first load's follow-ups), else as a message. A timeout runs it when no frame comes
 * (a hidden page). Returns the cancel.
 */
function urgentlyAfterPaint(view: Window | null | undefined, run: () => void): () => void {
  let done = false;
  let cancelTask = () => {};
  const once = () => {
    if (done) return;
    done = true;
    hostTimers.clearTimeout(fallback);
    run();
  };
  const fallback = hostTimers.setTimeout(once, AFTER_PAINT_FALLBACK_MS);
  const frame = view?.requestAnimationFrame?.(() => {
    const scheduler = (view as Window & { scheduler?: UrgentScheduler }).scheduler;
    if (scheduler) void scheduler.postTask(once, { priority: 'user-blocking' });
    else cancelTask = nextTask(once);
  });
  return () => {
    done = true;
    hostTimers.clearTimeout(fallback);
    cancelTask();
    if (frame !== undefined) view?.cancelAnimationFrame(frame);
  };
}

/**
 * True once `ready`, or once the frame that paints `placeholderRef`'s element has been painted: a task right after
 * that paint renders what the placeholder stood for, at once (not in a further task of React's scheduler). The
 * view's own after-paint signal (`firstLoadPainted`) runs at background priority, behind the first load's
 * follow-ups and often as late as its 100 ms fallback; what the user waits to see does not wait for it (issue 27).
 *
 * @example
 * const shown = useShownAfterPaint(placeholderRef, firstLoadPainted);
 * return shown ? <Heavy /> : <p ref={placeholderRef}>Loading…</p>;
 */
export function useShownAfterPaint(placeholderRef: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const shown = ready || painted;
  useLayoutEffect(() => {
    if (shown) return;
    const view = placeholderRef.current?.ownerDocument.defaultView;
    return urgentlyAfterPaint(view, () => flushSync(() => setPainted(true)));
  }, [placeholderRef, shown]);
  return shown;
}
