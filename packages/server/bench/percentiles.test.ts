import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './percentiles';

describe('summarize', () => {
  it('gives the nearest-rank p50 and p95 and the largest value', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ count: 4, p50: 2, p95: 4, max: 4 });
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });

  it('summarizes more latencies than a call can take as arguments', () => {
    const values = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_000);
    expect(summarize(values)).toEqual({ count: 1_000_000, p50: 499_999, p95: 949_999, max: 999_999 });
  });

  it('gives NaN for no values', () => {
    const empty = summarize([]);
    expect([empty.count, empty.p50, empty.p95, empty.max]).toEqual([0, Number.NaN, Number.NaN, Number.NaN]);
  });
});
