/**
 * The lifecycle every core `create…Session` result shares. Making a session has no side effect (no URL write,
 * subscription, timer or fetch), so a host may make one and drop it unused (a render React throws away);
 * `start` begins its work, `dispose` ends it for good.
 */
export interface SessionLifecycle {
  /**
   * Begins what the session does on its own: URL or hash sync, subscriptions, timers, the first load. Calling it
   * again does nothing, nor does calling it after `dispose`. Absent when the session has nothing to begin.
   */
  start?(): void;
  /** Undoes `start` (if it ran) and releases the session; it is not used afterwards. */
  dispose(): void;
}

/**
 * The `start` and `dispose` of a session: `begin` runs at most once, on the first `start` before `dispose`, and
 * returns what `dispose` undoes; `release` runs once on `dispose` whether or not the session started.
 *
 * @example
 * const lifecycle = sessionLifecycle(() => hash.subscribe(applyHash), store.getState().dispose);
 * return { store, ...lifecycle };
 */
export function sessionLifecycle(
  begin: () => () => void,
  release: () => void = () => {},
): Required<SessionLifecycle> {
  let started = false;
  let disposed = false;
  let stop = () => {};
  return {
    start() {
      if (started || disposed) return;
      started = true;
      stop = begin();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      // What started stops first, so stopping sees the session whole (e.g. a URL sync writes no address).
      stop();
      release();
    },
  };
}
