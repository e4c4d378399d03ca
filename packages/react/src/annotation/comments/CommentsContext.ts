import { createContext, useContext } from 'react';
import type { CommentsStore } from '@marginalia/core';

/** The comments of one dataset: its store (the thread shown) and the dataset. */
export interface CommentsContextValue {
  store: CommentsStore;
  datasetId: string;
}

/** Given by `CommentsProvider`; null outside one (or before the user is known). */
export const CommentsContext = createContext<CommentsContextValue | null>(null);

/**
 * The surrounding comments, or null when there are none (a record header outside an annotation view).
 *
 * @example
 * const comments = useComments();
 * comments?.store.getState().load(record.id);
 */
export function useComments(): CommentsContextValue | null {
  return useContext(CommentsContext);
}
