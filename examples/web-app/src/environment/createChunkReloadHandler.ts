import { claimChunkReload, isChunkLoadError, type KeyValueStorage } from '@marginalia/react';

/**
 * The chunk-load reload guard of spec 1 §8: one full reload, at most once per 60 seconds (the time survives the
 * reload in session storage). Never while the browser is offline: a chunk that failed because the connection
 * dropped is not a stale deployment, and a reload then replaces the open page (and the answers typed in it) with
 * the browser's offline page. The failure is left to the caller (a prefetch ignores it, the error boundary shows it).
 *
 * @example
 * const reloadAfterChunkError = createChunkReloadHandler(sessionStorage, () => location.reload());
 */
export function createChunkReloadHandler(
  storage: KeyValueStorage,
  reload: () => void,
  now: () => number = Date.now,
  isOnline: () => boolean = () => true,
): (error: unknown) => boolean {
  return (error) => {
    if (!isChunkLoadError(error) || !isOnline()) return false;
    let allowed: boolean;
    try {
      allowed = claimChunkReload({ storage, now });
    } catch {
      // Storage refused: reload once anyway rather than leave a broken page.
      allowed = true;
    }
    if (allowed) reload();
    return allowed;
  };
}
