import type { AnnotationData } from './annotationState';
import type { Timers } from '../environment/Timers';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeBetween } from './relativeTime';

type SavedAt = Pick<AnnotationData, 'lastSavedAt'>;

/** What the "saved … ago" clock reads, writes and listens to of the annotation store. */
export interface SavedAgoStore {
  getState(): SavedAt;
  setState(partial: Pick<AnnotationData, 'savedAgo'>): void;
  subscribe(listener: (state: SavedAt, previous: SavedAt) => void): () => void;
}

/**
 * Keeps `savedAgo` ("Saved … ago") in step with `lastSavedAt`, refreshed every 10 s while there is one.
 * Returns the cleanup.
 *
 * @example
 * const stop = watchSavedAgo(store, hostTimers, Date.now);
 */
export function watchSavedAgo(store: SavedAgoStore, timers: Timers, now: () => number): () => void {
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
