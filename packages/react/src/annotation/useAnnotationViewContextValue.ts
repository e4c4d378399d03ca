import { useEffect, useMemo, useState } from 'react';
import {
  createKeyboardShortcuts,
  createMemoryStorage,
  platformOf,
  type ApiClient,
  type KeyValueStorage,
} from '@marginalia/core';
import type { AnnotationViewContextValue } from './view/AnnotationViewContext';
import type { AnnotationStore } from './useAnnotationStore';

/**
 * What the annotation view gives its parts: the store, the client, the dataset, the storage (in memory unless
 * given) and the keyboard shortcuts made over it for the view's lifetime.
 */
export function useAnnotationViewContextValue(
  store: AnnotationStore,
  client: ApiClient,
  datasetId: string,
  storage: KeyValueStorage | undefined,
): AnnotationViewContextValue {
  const [fallbackStorage] = useState(createMemoryStorage);
  const viewStorage = storage ?? fallbackStorage;
  const shortcuts = useMemo(
    () => createKeyboardShortcuts({ platform: platformOf(globalThis.navigator), storage: viewStorage }),
    [viewStorage],
  );
  useEffect(() => () => shortcuts.dispose(), [shortcuts]);
  return useMemo<AnnotationViewContextValue>(
    () => ({ store, client, datasetId, storage: viewStorage, shortcuts }),
    [store, client, datasetId, viewStorage, shortcuts],
  );
}
