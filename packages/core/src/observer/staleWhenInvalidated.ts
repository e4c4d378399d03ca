import { matchesPathPattern } from '../api/cache/cachePathPattern';
import type { ApiClient } from '../api/createApiClient';

/**
 * A query's `staleWhen` for a read of `path` (relative to `/v1`): stale whenever the client makes a pattern covering
 * it stale — a write through the same client (a review decision makes every dataset's agreement stale) or an
 * explicit `client.invalidate`.
 *
 * @example
 * const query = { key, load, staleWhen: staleWhenInvalidated(client, `/datasets/${id}/agreement`) };
 */
export function staleWhenInvalidated(
  client: Pick<ApiClient, 'onInvalidate'>,
  path: string,
): (stale: () => void) => () => void {
  return (stale) =>
    client.onInvalidate((pattern) => {
      if (matchesPathPattern(path, pattern)) stale();
    });
}
