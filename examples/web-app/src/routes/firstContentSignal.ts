/** Whether the page the app was opened on has painted its first content, as a tiny external store. */
export interface FirstContentSignal {
  painted(): boolean;
  /** Says the first content is painted (or will not be: another page). Once is enough; later calls do nothing. */
  report(): void;
  subscribe(onChange: () => void): () => void;
}

/**
 * A {@link FirstContentSignal}, already painted when `painted` (a page with nothing to wait for). Kept outside
 * React state so only what reads it renders again when it turns.
 *
 * @example
 * const signal = createFirstContentSignal(!annotatedDatasetAt(location.pathname));
 */
export function createFirstContentSignal(painted: boolean): FirstContentSignal {
  const listeners = new Set<() => void>();
  return {
    painted: () => painted,
    report: () => {
      if (painted) return;
      painted = true;
      listeners.forEach((listener) => listener());
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
}
