import type { StoreApi } from 'zustand/vanilla';
import { selectMustAskBeforeLeaving } from './settingsSelectors';
import type { DatasetSettingsState } from './createDatasetSettingsStore';

/** The `beforeunload` event as the guard uses it. */
export interface PageUnloadEvent {
  preventDefault(): void;
  returnValue?: unknown;
}

/** Where the page's unload is heard: a window, injected so the core never reads a global. */
export interface PageUnloadTarget {
  addEventListener(type: 'beforeunload', listener: (event: PageUnloadEvent) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: PageUnloadEvent) => void): void;
}

/**
 * The reload and tab-close side of the unsaved-change guard: while leaving must ask first
 * (`selectMustAskBeforeLeaving`), the browser asks its own question. Browsers show their own text there, so the
 * settings' warning cannot; the rule is the same. Returns the function that removes the guard.
 *
 * @example
 * const stop = guardPageUnload(store, window);
 */
export function guardPageUnload(store: StoreApi<DatasetSettingsState>, target: PageUnloadTarget): () => void {
  const listener = (event: PageUnloadEvent) => {
    if (!selectMustAskBeforeLeaving(store.getState())) return;
    event.preventDefault();
    // Older Chromium asks only when returnValue is set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', listener);
  return () => target.removeEventListener('beforeunload', listener);
}
