import type { Timers } from './Timers';

/**
 * Runs work once the view has painted what the current task changed: what the user waits to see (the next
 * record after Submit) goes first and what they do not see (the request, the address bar) follows in the next
 * task. Returns a cancel.
 */
export type AfterPaint = (work: () => void) => () => void;

/** What {@link afterPaintOf} needs of a window, typed here so the core needs no DOM types: `window` fits. */
export interface FrameSource {
  requestAnimationFrame(callback: () => void): unknown;
}

/**
 * The part of the browser's `scheduler` (Prioritized Task Scheduling) the core uses: work queued at background
 * priority waits behind everything more urgent (the next input, the next frame, messages already posted).
 */
export interface BackgroundScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<unknown>;
}

/**
 * A hidden page paints no frames; deferred work runs after this long anyway (the browser may stretch it to a
 * second in a background tab, which is still sent).
 */
export const AFTER_PAINT_FALLBACK_MS = 100;

/** The stand-in without frames (tests, servers, a caller that wants no deferral): the work runs at once. */
export const runNow: AfterPaint = (work) => {
  work();
  return () => {};
};

/**
 * After the next frame of `view`: a task queued from inside the frame's animation callback runs once that frame
 * is painted — at background priority when given the window's `scheduler`, so the input and
 * the frames that follow the paint are not held up by what the user does not see, otherwise a zero timeout; a
 * fallback timeout runs the work when no frame comes (hidden page) or the background task waits that long.
 * Without a window, a zero timeout.
 *
 * @example
 * const afterPaint = afterPaintOf(globalThis.window, hostTimers, globalThis.window.scheduler);
 * afterPaint(() => void send(entry));
 */
export function afterPaintOf(
  view: FrameSource | undefined,
  timers: Timers,
  scheduler?: BackgroundScheduler,
): AfterPaint {
  return (work) => {
    let done = false;
    const handles: unknown[] = [];
    const run = () => {
      if (done) return;
      done = true;
      handles.forEach((handle) => timers.clearTimeout(handle));
      work();
    };
    // Without a scheduler, a zero timeout (`postTask` returns its promise).
    const next = () =>
      scheduler?.postTask(run, { priority: 'background' }) ?? handles.push(timers.setTimeout(run, 0));
    if (view) {
      handles.push(timers.setTimeout(run, AFTER_PAINT_FALLBACK_MS));
      view.requestAnimationFrame(() => {
        if (!done) next();
      });
    } else {
      next();
    }
    return () => {
      done = true;
      handles.forEach((handle) => timers.clearTimeout(handle));
    };
  };
}
