import { claimChunkReload, isChunkLoadError, type KeyValueStorage } from '@marginalia/react';

/**
 * The chunk-load reload guard of spec 1 §8: one full reload, at most once per 60 seconds (the time survives the
 * reload in session storage).
 *
 * @example
 * const reloadAfterChunkError = createChunkReloadHandler(sessionStorage, () => location.reload());
 */
export function createChunkReloadHandler(
  storage: KeyValueStorage,
  reload: () => void,
  now: () => number = Date.now,
): (error: unknown) => boolean {
  return (error) => {
    if (!isChunkLoadError(error)) return false;
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
