/** Cleanups gathered after their owner is made, run once by `run`. */
export interface Cleanups {
  add(cleanup: () => void): void;
  /** Runs every cleanup once, in reverse order of registration; one added afterwards runs at once. */
  run(): void;
}

/**
 * Collects cleanups for an owner whose `dispose` exists before what it cleans up (a store's intent, the
 * subscriptions made once the store exists).
 *
 * @example
 * const subscriptions = createCleanups();
 * subscriptions.add(queue.subscribe(show));
 * subscriptions.run();
 */
export function createCleanups(): Cleanups {
  const cleanups: (() => void)[] = [];
  let done = false;
  return {
    add(cleanup) {
      if (done) cleanup();
      else cleanups.push(cleanup);
    },
    run() {
      if (done) return;
      done = true;
      for (const cleanup of cleanups.reverse()) cleanup();
    },
  };
}
