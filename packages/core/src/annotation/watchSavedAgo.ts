import type { StoreApi } from 'zustand/vanilla';
import type { AnnotationState } from './annotationState';
import type { Timers } from '../environment/Timers';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeBetween } from './relativeTime';

/**
 * Keeps `savedAgo` ("Saved … ago") in step with `lastSavedAt`, refreshed every 10 s while there is one.
 * Returns the cleanup.
 *
 * @example
 * const stop = watchSavedAgo(store, hostTimers, Date.now);
 */
export function watchSavedAgo(
  store: StoreApi<AnnotationState>,
  timers: Timers,
  now: () => number,
): () => void {
  let refresh: unknown = null;
  const refreshSavedAgo = () => {
    const { lastSavedAt } = store.getState();
    store.setState({ savedAgo: lastSavedAt === null ? null : relativeTimeBetween(lastSavedAt, now()) });
  };
  const stopListening = store.subscribe((state, previous) => {
    if (state.lastSavedAt === previous.lastSavedAt) return;
    if (refresh !== null) timers.clearInterval(refresh);
    refresh =
      state.lastSavedAt === null ? null : timers.setInterval(refreshSavedAgo, RELATIVE_TIME_REFRESH_MS);
    refreshSavedAgo();
  });
  return () => {
    stopListening();
    if (refresh !== null) timers.clearInterval(refresh);
  };
}
