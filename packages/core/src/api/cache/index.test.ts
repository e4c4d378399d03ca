import { describe, expect, it } from 'vitest';
import * as cache from './index';

describe('cache public API', () => {
  it('exports the cache factory, its helpers and the named durations', () => {
    for (const name of [
      'createResponseCache',
      'cacheControlTtl',
      'matchesPathPattern',
      'invalidationsForWrite',
    ] as const) {
      expect(typeof cache[name]).toBe('function');
    }
    expect(cache.CACHE_DURATIONS_MS).toEqual({ default: 3_000, medium: 120_000, large: 600_000 });
    expect(cache.DEFAULT_CACHE_MAX_ENTRIES).toBe(200);
  });
});
