/**
 * How long a GET answer stays fresh, in milliseconds (spec 1 §7 and §9): 3 s by default, `medium` 120 s and
 * `large` 600 s for answers a caller knows change rarely (dataset info, environment settings).
 */
export const CACHE_DURATIONS_MS = {
  default: 3_000,
  medium: 120_000,
  large: 600_000,
} as const;

/** A named freshness of a cached GET answer; see {@link CACHE_DURATIONS_MS}. */
export type CacheDuration = keyof typeof CACHE_DURATIONS_MS;

/**
 * What one GET does with the cache: keep its answer for a named duration, or `bypass` to skip any cached or
 * shared answer and go to the server (the fresh answer then replaces the cached one).
 */
export type CachePolicy = CacheDuration | 'bypass';

/** How many answers one client keeps at most before dropping the least recently used. */
export const DEFAULT_CACHE_MAX_ENTRIES = 200;
