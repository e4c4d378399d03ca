import { createContext, useContext } from 'react';
import type { ApiClient, KeyValueStorage, KeyboardShortcuts } from '@marginalia/core';
import type { AnnotationStore } from '../useAnnotationStore';

/** What the parts of the annotation view share: the store they render and the host's storage. */
export interface AnnotationViewContextValue {
  store: AnnotationStore;
  /** The client the store reads through, for the view's own reads (vectors, metrics, progress). */
  client: ApiClient;
  datasetId: string;
  /** Where panel sizes and view choices (record height) are remembered. */
  storage: KeyValueStorage;
  /** The core's shortcut map, for labels such as "Ctrl+Enter". */
  shortcuts: KeyboardShortcuts;
}

export const AnnotationViewContext = createContext<AnnotationViewContextValue | null>(null);

/**
 * The annotation view's shared values; throws a message naming the missing wrapper outside `<AnnotationView>`.
 *
 * @example
 * const { store } = useAnnotationView();
 */
export function useAnnotationView(): AnnotationViewContextValue {
  const value = useContext(AnnotationViewContext);
  if (!value) throw new Error('This part of the annotation view must be rendered inside <AnnotationView>.');
  return value;
}

/** The annotation view's shared values, or null outside `<AnnotationView>` (parts usable on their own). */
export function useOptionalAnnotationView(): AnnotationViewContextValue | null {
  return useContext(AnnotationViewContext);
}
