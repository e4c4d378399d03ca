// The client-side GET cache of the API client (spec 1 §7): durations, freshness, invalidation after writes.
export * from './cacheDurations';
export * from './cacheControlTtl';
export * from './cachePathPattern';
export * from './writeInvalidations';
export * from './createResponseCache';
