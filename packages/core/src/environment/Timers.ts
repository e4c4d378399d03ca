/**
 * Timeouts and intervals, injected so tests drive time. One shape for every workflow: a part that only waits
 * uses the timeouts, one that repeats uses the intervals.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

type HostTimeout = ReturnType<typeof globalThis.setTimeout>;
type HostInterval = ReturnType<typeof globalThis.setInterval>;

/**
 * The host's timer functions, wrapped: browsers reject them called with another `this`, and a test's fake timers
 * (which replace the globals) are found at each call.
 */
export const hostTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as HostTimeout),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as HostInterval),
};
