import { hostTimers, type Timers } from '../environment/Timers';

/** Interval timers a test drives by hand: `tick()` runs every running interval once. */
export interface FakeIntervalTimers {
  timers: Timers;
  /** The running intervals by handle, with their period. */
  intervals: Map<number, { callback: () => void; ms: number }>;
  /** Runs every running interval's callback once. */
  tick(): void;
}

/** Fake interval timers for observers and followers under test. */
export function createFakeIntervalTimers(): FakeIntervalTimers {
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    timers: {
      // Timeouts stay the host's: the observers and followers under test only repeat.
      ...hostTimers,
      setInterval: (callback, ms) => (intervals.set(next, { callback, ms }), next++),
      clearInterval: (handle) => void intervals.delete(handle as number),
    },
    intervals,
    tick: () => [...intervals.values()].forEach((interval) => interval.callback()),
  };
}
