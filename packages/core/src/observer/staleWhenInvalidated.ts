import { matchesPathPattern } from '../api/cache/cachePathPattern';
import type { ApiClient } from '../api/createApiClient';

/** Quiet time after the last matching invalidation before the query reads again (ms). */
export const STALE_SETTLE_MS = 150;
/** Longest a query waits while invalidations keep coming, so its numbers still move during a long run (ms). */
export const STALE_MAX_WAIT_MS = 1_000;

/**
 * A query's `staleWhen` for a read of `path` (relative to `/v1`): stale whenever the client makes a pattern covering
 * it stale — a write through the same client (a review decision makes every dataset's agreement stale) or an
 * explicit `client.invalidate`. A burst of writes makes it stale once: it reads again when the writes have been
 * quiet for {@link STALE_SETTLE_MS}, or after {@link STALE_MAX_WAIT_MS} of them. A bulk action's hundred group
 * writes otherwise made each listening query read once per group, on the same one-threaded server the writes wait
 * for (issue 27, P5: 38–100 review-summary reads during one 1,000-record submit).
 *
 * @example
 * const query = { key, load, staleWhen: staleWhenInvalidated(client, `/datasets/${id}/agreement`) };
 */
export function staleWhenInvalidated(
  client: Pick<ApiClient, 'onInvalidate'>,
  path: string,
): (stale: () => void) => () => void {
  return (stale) => {
    let settle: ReturnType<typeof setTimeout> | null = null;
    let firstAt: number | null = null;
    const fire = () => {
      if (settle !== null) clearTimeout(settle);
      settle = null;
      firstAt = null;
      stale();
    };
    const unsubscribe = client.onInvalidate((pattern) => {
      if (!matchesPathPattern(path, pattern)) return;
      const now = Date.now();
      firstAt ??= now;
      if (settle !== null) clearTimeout(settle);
      settle = setTimeout(fire, Math.max(0, Math.min(STALE_SETTLE_MS, firstAt + STALE_MAX_WAIT_MS - now)));
    });
    return () => {
      if (settle !== null) clearTimeout(settle);
      unsubscribe();
    };
  };
}
