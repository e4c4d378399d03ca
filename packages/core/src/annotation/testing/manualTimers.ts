import type { IntervalTimers } from '../environmentSignals';

/** Interval timers a test fires by hand; `count(ms)` counts only the intervals of that period. */
export function manualTimers(): IntervalTimers & { fire(): void; count(ms?: number): number } {
  const callbacks = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    setInterval: (callback, ms) => (callbacks.set(++next, { callback, ms }), next),
    clearInterval: (handle) => void callbacks.delete(handle as number),
    fire: () => [...callbacks.values()].forEach((entry) => entry.callback()),
    count: (ms) => [...callbacks.values()].filter((entry) => ms === undefined || entry.ms === ms).length,
  };
}
