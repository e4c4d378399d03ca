import type { Environment } from '../environment/Environment';

/** After a chunk load failure the page reloads at most once per 60 s (spec 1 §8 and §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Where the time of the last such reload is kept, so it survives the reload itself. */
export const CHUNK_RELOAD_STORAGE_KEY = 'marginalia.chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/**
 * Whether an error says a code chunk of the app could not be loaded, typically after a new deployment.
 *
 * @example
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')); // true
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

/** Clock and storage of {@link claimChunkReload}. */
export type ChunkReloadGuardOptions = Pick<Environment, 'storage' | 'now'>;

/**
 * Decides whether the app may reload the page after a chunk load failure: yes when no reload happened in the
 * last 60 s, and the time of this one is then recorded. A loop of failing reloads is thereby impossible.
 *
 * @example
 * if (isChunkLoadError(error) && claimChunkReload({ storage: sessionStorage, now: Date.now })) location.reload();
 */
export function claimChunkReload({ storage, now }: ChunkReloadGuardOptions): boolean {
  const time = now();
  const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  // A missing or unreadable value (NaN) and a time ahead of the clock both allow the reload.
  if (last > 0 && time >= last && time - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(time));
  return true;
}
