import { describe, expect, it } from 'vitest';
import { cacheControlTtl } from './cacheControlTtl';

describe('cacheControlTtl', () => {
  it.each([
    ['max-age=60', 60_000],
    ['private, max-age=120', 120_000],
    ['public,MAX-AGE=5', 5_000],
    ['max-age="10"', 10_000],
    ['max-age=0', 0],
  ])('reads %s as %i ms', (header, ms) => {
    expect(cacheControlTtl(header)).toBe(ms);
  });

  it('forbids reuse with no-store or no-cache, whatever max-age says', () => {
    expect(cacheControlTtl('no-store')).toBe(0);
    expect(cacheControlTtl('no-cache, max-age=60')).toBe(0);
  });

  it('says nothing without a freshness directive, so the call duration applies', () => {
    expect(cacheControlTtl(null)).toBeUndefined();
    expect(cacheControlTtl(undefined)).toBeUndefined();
    expect(cacheControlTtl('')).toBeUndefined();
    expect(cacheControlTtl('private')).toBeUndefined();
    expect(cacheControlTtl('max-age=soon')).toBeUndefined();
  });
});
