import type { Timers } from './Timers';

/** An interval that runs only while its condition holds. */
export interface IntervalWhile {
  /** Starts the interval when `active` turns true, clears it when it turns false. */
  follow(active: boolean): void;
}

/**
 * Runs `tick` every `ms` while the condition last given to `follow` is true, and holds no timer otherwise, so
 * an idle view keeps no interval alive (the retries of the outbox and of the record queue).
 *
 * @example
 * const retry = intervalWhile(timers, 5000, tick);
 * outbox.subscribe((size) => retry.follow(size > 0));
 */
export function intervalWhile(timers: Timers, ms: number, tick: () => void): IntervalWhile {
  let handle: unknown = null;
  return {
    follow(active) {
      if (active && handle === null) handle = timers.setInterval(tick, ms);
      if (!active && handle !== null) {
        timers.clearInterval(handle);
        handle = null;
      }
    },
  };
}
