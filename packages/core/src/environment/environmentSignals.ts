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

/**
 * What the online signal needs of a browser window, typed here so the core needs no DOM types: `window` fits.
 */
export interface OnlineEventSource {
  readonly navigator?: { readonly onLine?: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * The online signal of a browser window: `navigator.onLine` and its `online` / `offline` events (an unknown
 * state counts as online, so a host without `navigator` still sends).
 *
 * @example
 * createAnnotationStore({ client, datasetId, userId, online: onlineSignalOf(window) });
 */
export function onlineSignalOf(source: OnlineEventSource): OnlineSignal {
  return {
    isOnline: () => source.navigator?.onLine ?? true,
    subscribe(onChange) {
      const listener = () => onChange();
      source.addEventListener('online', listener);
      source.addEventListener('offline', listener);
      return () => {
        source.removeEventListener('online', listener);
        source.removeEventListener('offline', listener);
      };
    },
  };
}

/** What the visibility signal needs of a browser document (`document` fits). */
export interface VisibilityEventSource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * The visibility signal of a browser document: `document.hidden` and its `visibilitychange` event.
 *
 * @example
 * createAnnotationStore({ client, datasetId, userId, visibility: visibilitySignalOf(document) });
 */
export function visibilitySignalOf(source: VisibilityEventSource): VisibilitySignal {
  return {
    isHidden: () => source.hidden,
    subscribe(onChange) {
      const listener = () => onChange();
      source.addEventListener('visibilitychange', listener);
      return () => source.removeEventListener('visibilitychange', listener);
    },
  };
}

/** The online signal of a host without one (outside a browser): always online, never changing. */
export const alwaysOnline: OnlineSignal = { isOnline: () => true, subscribe: () => () => {} };

/** The visibility signal of a host without pages to hide: never hidden, never changing. */
export const neverHidden: VisibilitySignal = { isHidden: () => false, subscribe: () => () => {} };
