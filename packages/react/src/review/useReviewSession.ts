import { useRef } from 'react';
import { createReviewSession, type ReviewSession, type ReviewSessionAdapters } from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';
import { useMarginalia } from '../provider/MarginaliaProvider';

/**
 * The review session of a dataset for the component's lifetime ({@link useCoreSession}): there from the first
 * render, started on mount (and when the dataset changes), disposed on unmount.
 *
 * @example
 * const session = useReviewSession(datasetId);
 */
export function useReviewSession(datasetId: string, adapters: ReviewSessionAdapters = {}): ReviewSession {
  const sdk = useMarginalia();
  // The adapters are read once per session; a host re-rendering with a new object does not reload.
  const adaptersRef = useRef(adapters);
  adaptersRef.current = adapters;
  return useCoreSession(() => createReviewSession(sdk, datasetId, adaptersRef.current), [sdk, datasetId]);
}
