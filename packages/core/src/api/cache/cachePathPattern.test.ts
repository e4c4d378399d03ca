import { describe, expect, it } from 'vitest';
import { matchesPathPattern } from './cachePathPattern';

describe('matchesPathPattern', () => {
  it('matches a path and everything under it, by whole segments', () => {
    expect(matchesPathPattern('/datasets/d1', '/datasets/d1')).toBe(true);
    expect(matchesPathPattern('/datasets/d1/progress', '/datasets/d1')).toBe(true);
    expect(matchesPathPattern('/datasets/d1/progress', '/datasets/d1/')).toBe(true);
    expect(matchesPathPattern('/datasets/d10', '/datasets/d1')).toBe(false);
    expect(matchesPathPattern('/datasets', '/datasets/d1')).toBe(false);
    expect(matchesPathPattern('/me/datasets', '/datasets')).toBe(false);
  });

  it('lets * stand for exactly one segment', () => {
    expect(matchesPathPattern('/me/datasets/d1/metrics', '/me/datasets/*/metrics')).toBe(true);
    expect(matchesPathPattern('/me/datasets/d1/metadata-properties', '/me/datasets/*/metrics')).toBe(false);
    expect(matchesPathPattern('/me/datasets/metrics', '/me/datasets/*/metrics')).toBe(false);
  });

  it('ignores a query string and lets / match every path', () => {
    expect(matchesPathPattern('/records/r1?include=responses', '/records/r1')).toBe(true);
    expect(matchesPathPattern('/me', '/')).toBe(true);
    expect(matchesPathPattern('/datasets/d1/fields', '')).toBe(true);
  });
});
