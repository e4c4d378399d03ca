import { useEffect, useState } from 'react';
import { QueryObserver, type QueryOptions } from '@marginalia/core';
import { useObserver } from './useObserver';

/**
 * Subscribes a component to a core query (TanStack Query's `useQuery` shape): null while it is read or when the
 * read failed; a new `key` reads again.
 *
 * @example
 * const vectors = useQuery(vectorSettingsQuery(client, datasetId)) ?? [];
 */
export function useQuery<T>(options: QueryOptions<T>): T | null {
  const [observer] = useState(() => new QueryObserver(options));
  // The options are a fresh object every render: the observer takes each, and reads again only for a new key.
  useEffect(() => observer.setOptions(options));
  return observer.dataFor(useObserver(observer), options.key);
}
