import { useEffect, useMemo } from 'react';
import { createAnnotationStore, type Marginalia } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';

/** The focus-mode annotation store of one dataset, as made by the core's `createAnnotationStore`. */
export type AnnotationStore = ReturnType<typeof createAnnotationStore>;

/**
 * Creates and loads the annotation store for `datasetId` and the signed-in user; a new store when either
 * changes. Null while nobody is signed in, or when `datasetId` is null (a store is supplied from outside).
 *
 * @example
 * const store = useAnnotationStore(datasetId);
 * if (store) return <AnnotationView datasetId={datasetId} store={store} />;
 */
export function useAnnotationStore(
  datasetId: string | null,
  explicitSdk?: Marginalia,
): AnnotationStore | null {
  const sdk = useMarginalia(explicitSdk);
  const userId = useStoreSelector(sdk.session, (s) => s.user?.id ?? null);
  const role = useStoreSelector(sdk.session, (s) => s.user?.role);
  const store = useMemo(
    () =>
      datasetId && userId ? createAnnotationStore({ client: sdk.client, datasetId, userId, role }) : null,
    [sdk, datasetId, userId, role],
  );
  useEffect(() => {
    if (store) void store.getState().load();
  }, [store]);
  return store;
}
