import type { Timers } from '../Timers';

/** {@link Timers} a test drives by hand, with what it asks of them. */
export interface ManualTimers extends Timers {
  /** Runs every interval and every timeout set (a timeout once). */
  fire(): void;
  /** How many timers are still set, of the period `ms` when given. */
  count(ms?: number): number;
  /** The periods of the timers still set, in the order they were set. */
  periods(): number[];
}

/**
 * The one set of fake timers of the core's tests (observers, followers, stores): `fire()` runs every interval and
 * every timeout due (a timeout once), `count(ms)` counts the timers of that period still set, `periods()` lists
 * their periods.
 *
 * @example
 * const timers = manualTimers();
 * const observer = new JobObserver(client, { jobId }, timers);
 * timers.fire(); // one poll
 */
export function manualTimers(): ManualTimers {
  const timers = new Map<number, { callback: () => void; ms: number; repeats: boolean }>();
  let next = 0;
  const add = (callback: () => void, ms: number, repeats: boolean) => (
    timers.set(++next, { callback, ms, repeats }),
    next
  );
  const clear = (handle: unknown) => void timers.delete(handle as number);
  return {
    setInterval: (callback, ms) => add(callback, ms, true),
    clearInterval: clear,
    setTimeout: (callback, ms) => add(callback, ms, false),
    clearTimeout: clear,
    fire: () =>
      [...timers].forEach(([handle, entry]) => {
        if (!entry.repeats) timers.delete(handle);
        entry.callback();
      }),
    count: (ms) => [...timers.values()].filter((entry) => ms === undefined || entry.ms === ms).length,
    periods: () => [...timers.values()].map((entry) => entry.ms),
  };
}
