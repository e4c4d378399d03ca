import type { StoreApi } from 'zustand/vanilla';
import type { QueryOptions } from '../observer/QueryObserver';
import type { AnnotationState } from './annotationState';

/**
 * Calls `then` once the store's first load is painted (`AnnotationState.firstLoadPainted`; at once when it is).
 * Returns a cancel. Subscribes instead of asking the view to render again when it turns.
 *
 * @example
 * const cancel = whenFirstLoadPainted(store, () => void preload());
 */
export function whenFirstLoadPainted(store: StoreApi<AnnotationState>, then: () => void): () => void {
  if (store.getState().firstLoadPainted) {
    then();
    return () => {};
  }
  const stop = store.subscribe((state) => {
    if (!state.firstLoadPainted) return;
    stop();
    then();
  });
  return stop;
}

/**
 * `query` whose read waits until the store's first load is painted: for the reads the first record does not
 * need, so they do not compete with the ones it does. Its key is unchanged, so a view showing it does not render
 * again when the first load is painted, only when the answer comes.
 *
 * @example
 * useQuery(afterFirstLoadPainted(vectorSettingsQuery(client, datasetId), store));
 */
export function afterFirstLoadPainted<T>(
  query: QueryOptions<T>,
  store: StoreApi<AnnotationState>,
): QueryOptions<T> {
  return {
    ...query,
    load: () => new Promise<void>((resolve) => whenFirstLoadPainted(store, resolve)).then(query.load),
  };
}
