import { describe, expect, it } from 'vitest';
import { relativeTimeBetween, RELATIVE_TIME_REFRESH_MS } from './relativeTime';

describe('relativeTimeBetween', () => {
  it('picks seconds, minutes, hours or days', () => {
    expect(relativeTimeBetween(1_000, 1_000)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTimeBetween(0, 30_000)).toEqual({ value: -30, unit: 'second' });
    expect(relativeTimeBetween(0, 90_000)).toEqual({ value: -2, unit: 'minute' });
    expect(relativeTimeBetween(0, 3 * 3_600_000)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTimeBetween(0, 50 * 3_600_000)).toEqual({ value: -2, unit: 'day' });
  });

  it('is refreshed every 10 seconds', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(10_000);
  });
});
