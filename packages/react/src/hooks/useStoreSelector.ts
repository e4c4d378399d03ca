import { useRef, useSyncExternalStore } from 'react';
import type { ReadableStore } from '../provider/ReadableStore';

export type { ReadableStore } from '../provider/ReadableStore';

/**
 * Subscribes a component to the slice of a core store picked by `selector`.
 * The component re-renders only when `isEqual` says the slice changed.
 *
 * @example
 * const status = useStoreSelector(sdk.session, (s) => s.status);
 */
export function useStoreSelector<S, T>(
  store: ReadableStore<S>,
  selector: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{ state: S; selector: (state: S) => T; value: T } | null>(null);
  const getSnapshot = (): T => {
    const state = store.getState();
    const last = cache.current;
    if (last && last.state === state && last.selector === selector) return last.value;
    const next = selector(state);
    // Keep the previous reference when equal, so useSyncExternalStore does not loop on fresh objects.
    const value = last && isEqual(last.value, next) ? last.value : next;
    cache.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Equality for selectors that return a fresh object or array of stable members. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
