import type { Timers } from '../Timers';

/**
 * Timers a test fires by hand: `fire()` runs every interval and every timeout due (a timeout once),
 * `count(ms)` counts the timers of that period still set.
 */
export function manualTimers(): Timers & { fire(): void; count(ms?: number): number } {
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
  };
}
