/**
 * What the benchmarks install in every page before its own scripts run (`window.__bench`). The functions here
 * are serialised into the page, so they must not use anything from this module's scope.
 */
export interface PageProbes {
  /**
   * `performance.now()` once the frame after the current task has been presented: a requestAnimationFrame
   * callback runs just before the frame is painted, and a message posted from it is handled right after.
   */
  afterNextPaint(): Promise<number>;
  /**
   * Resolves when `check()` holds (tested now and after every DOM mutation) with the time it first held and the
   * time of the next paint after it.
   */
  when(check: () => boolean, timeoutMs?: number): Promise<{ metAt: number; paintedAt: number }>;
  /** Every long task (> 50 ms) of the page so far. */
  longTasks: { start: number; duration: number }[];
  /** `timeStamp` of the latest click, mousedown and mouseup events (any target), on the page's clock. */
  lastEvent: Record<string, number>;
  /**
   * When the first task after the latest click (etc.) ran, on the page's clock: a change made before it was made in
   * the event's own task, so the first frame painted after the event shows it.
   */
  afterEventTask: Record<string, number>;
}

declare global {
  interface Window {
    __bench: PageProbes;
  }
}

/** Installs `window.__bench` (pass to `addInitScript`). */
export function installPageProbes(): void {
  const afterNextPaint = () =>
    new Promise<number>((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
  const when = (check: () => boolean, timeoutMs = 30_000) =>
    new Promise<{ metAt: number; paintedAt: number }>((resolve, reject) => {
      let done = false;
      const finish = () => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        const metAt = performance.now();
        void afterNextPaint().then((paintedAt) => resolve({ metAt, paintedAt }));
      };
      const observer = new MutationObserver(() => {
        if (!done && check()) finish();
      });
      const timer = setTimeout(() => {
        if (done) return;
        done = true;
        observer.disconnect();
        reject(new Error(`condition not met within ${timeoutMs} ms: ${check.toString().slice(0, 200)}`));
      }, timeoutMs);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      if (check()) finish();
    });
  const probes: PageProbes = { afterNextPaint, when, longTasks: [], lastEvent: {}, afterEventTask: {} };
  window.__bench = probes;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probes.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the figures that need it say so
  }
  for (const type of ['click', 'mousedown', 'mouseup']) {
    document.addEventListener(
      type,
      (event) => {
        probes.lastEvent[type] = event.timeStamp;
        delete probes.afterEventTask[type];
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probes.afterEventTask[type] = performance.now());
        channel.port2.postMessage(null);
      },
      { capture: true },
    );
  }
}
