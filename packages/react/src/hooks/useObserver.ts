import { useSyncExternalStore } from 'react';

/** What {@link useObserver} reads: a core `Observer` (or anything with the same two members). */
export interface ObservableResult<TResult> {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): TResult;
}

/**
 * Subscribes a component to a core observer's current result (TanStack Query's `useBaseQuery` shape). The
 * observer starts its work on the first subscriber and stops when the last component unmounts.
 *
 * @example
 * const [observer] = useState(() => new JobObserver(sdk.client, { jobId }));
 * const { status } = useObserver(observer);
 */
export function useObserver<TResult>(observer: ObservableResult<TResult>): TResult {
  return useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
}
