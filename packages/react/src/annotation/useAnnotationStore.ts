import { useEffect, useRef, useState } from 'react';
import {
  createAnnotationStore,
  type AnnotationEventListener,
  createCriteriaUrlSync,
  createRecordCriteriaStore,
  parseCriteriaFromUrl,
  type CriteriaUrlAdapter,
  type KeyValueStorage,
  type Marginalia,
} from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';

/** The annotation store of one dataset, as made by the core's `createAnnotationStore`. */
export type AnnotationStore = ReturnType<typeof createAnnotationStore>;

/** Options of {@link useAnnotationStore}. */
export interface UseAnnotationStoreOptions {
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  /**
   * The address bar: the first load uses the criteria it holds, and committed criteria are written back to it
   * (back and forward re-read it). Read once when the store is made.
   */
  url?: CriteriaUrlAdapter;
  /** Where answers sent while offline wait (e.g. `window.localStorage`); in memory otherwise. */
  storage?: KeyValueStorage;
  /** Hears of every response saved (submitted, discarded, draft); the latest callback is called. */
  onEvent?: AnnotationEventListener;
}

/**
 * Creates and loads the annotation store for `datasetId` and the signed-in user; a new store when either
 * changes. Null while nobody is signed in, or when `datasetId` is null (a store is supplied from outside).
 *
 * @example
 * const store = useAnnotationStore(datasetId, { url: browserUrl });
 * if (store) return <AnnotationView datasetId={datasetId} store={store} />;
 */
export function useAnnotationStore(
  datasetId: string | null,
  options: UseAnnotationStoreOptions = {},
): AnnotationStore | null {
  const sdk = useMarginalia(options.sdk);
  const userId = useStoreSelector(sdk.session, (s) => s.user?.id ?? null);
  const role = useStoreSelector(sdk.session, (s) => s.user?.role);
  // Adapters are often written inline: only the first one counts, so a render never makes a new store.
  const url = useRef(options.url).current;
  const storage = useRef(options.storage).current;
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const [made, setMade] = useState<{ key: string; store: AnnotationStore } | null>(null);
  const key = `${datasetId}\u0000${userId}\u0000${role}`;
  useEffect(() => {
    if (!datasetId || !userId) return setMade(null);
    const criteria = createRecordCriteriaStore({
      datasetId,
      initial: url ? parseCriteriaFromUrl(url.read()) : undefined,
    });
    const created = createAnnotationStore({
      client: sdk.client,
      datasetId,
      userId,
      role,
      criteria,
      storage,
      onEvent: (event) => onEvent.current?.(event),
    });
    // Before the load, so a deep link's criteria are already committed when the first search is built.
    const stopUrl = url ? createCriteriaUrlSync({ store: created.criteria, url }) : undefined;
    setMade({ key, store: created });
    void created.getState().load();
    // Made and disposed by the same effect, so nothing of it outlives the component (or StrictMode's rerun).
    return () => {
      stopUrl?.();
      created.getState().dispose();
    };
  }, [sdk, datasetId, userId, role, url, storage, key]);
  // A store of another dataset or user is never shown, not even for the render before the effect.
  return made?.key === key ? made.store : null;
}
