// The client-side GET cache of the API client (spec 1 §7): durations, freshness, invalidation after writes.
export { CACHE_DURATIONS_MS, DEFAULT_CACHE_MAX_ENTRIES } from './cacheDurations';
export type { CacheDuration, CachePolicy } from './cacheDurations';
export { cacheControlTtl } from './cacheControlTtl';
export { matchesPathPattern } from './cachePathPattern';
export { invalidationsForWrite } from './writeInvalidations';
export { createResponseCache } from './createResponseCache';
export type { ResponseCache, ResponseCacheOptions, CacheSlot, LoadedAnswer } from './createResponseCache';
