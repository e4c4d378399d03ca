/** Measures the time spent answering one record, pausable while the page is hidden. */
export interface AnswerTimer {
  /** Whole seconds counted since the last reset, excluding paused time. */
  elapsedSeconds(): number;
  /** Milliseconds counted since the last reset, excluding paused time. */
  elapsedMs(): number;
  /** Whether the timer is paused (e.g. the page is hidden). */
  isPaused(): boolean;
  /** Starts counting from zero (running). */
  reset(): void;
  pause(): void;
  resume(): void;
}

/**
 * Creates a timer on an injected clock so tests drive it with fake time.
 *
 * @example
 * const timer = createAnswerTimer(() => clock);
 * timer.elapsedSeconds();
 */
export function createAnswerTimer(now: () => number): AnswerTimer {
  let accumulated = 0;
  let runningSince: number | null = now();
  const current = () => accumulated + (runningSince === null ? 0 : now() - runningSince);
  return {
    elapsedSeconds: () => Math.round(current() / 1000),
    elapsedMs: current,
    isPaused: () => runningSince === null,
    reset() {
      accumulated = 0;
      runningSince = now();
    },
    pause() {
      if (runningSince === null) return;
      accumulated += now() - runningSince;
      runningSince = null;
    },
    resume() {
      if (runningSince === null) runningSince = now();
    },
  };
}
