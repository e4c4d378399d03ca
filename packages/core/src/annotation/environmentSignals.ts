/** Whether the page is hidden (a browser tab in the background), injected: the core never reads `document`. */
export interface VisibilitySignal {
  isHidden(): boolean;
  /** Calls back when visibility changes; returns the cleanup. */
  subscribe(onChange: () => void): () => void;
}

/** Whether the network is reachable, injected: the core never reads `navigator`. */
export interface OnlineSignal {
  isOnline(): boolean;
  /** Calls back when the connection comes or goes; returns the cleanup. */
  subscribe(onChange: () => void): () => void;
}

/** Interval functions, injected so tests drive time. */
export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The host's interval functions, wrapped (browsers reject them called with another `this`). */
export const defaultIntervalTimers: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};
