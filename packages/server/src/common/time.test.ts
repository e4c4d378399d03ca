import { describe, expect, it } from 'vitest';
import { formatStoredTimestamp, nowTimestamp, serializeTimestamp, toStoredTimestamp } from './time';

describe('timestamps', () => {
  it('stores fixed-width naive UTC with microseconds and serializes like Python isoformat()', () => {
    const micros = Date.UTC(2024, 4, 1, 10, 22, 33) * 1000 + 123456;
    expect(formatStoredTimestamp(micros)).toBe('2024-05-01T10:22:33.123456');
    expect(serializeTimestamp('2024-05-01T10:22:33.123456')).toBe('2024-05-01T10:22:33.123456');
    expect(serializeTimestamp('2024-05-01T10:22:33.000000')).toBe('2024-05-01T10:22:33');
  });

  it('formats each second right when consecutive timestamps change second (the cached second text)', () => {
    const second = Date.UTC(2024, 4, 1, 10, 22, 33) * 1000;
    expect(formatStoredTimestamp(second + 999_999)).toBe('2024-05-01T10:22:33.999999');
    expect(formatStoredTimestamp(second + 1_000_000)).toBe('2024-05-01T10:22:34.000000');
    expect(formatStoredTimestamp(second)).toBe('2024-05-01T10:22:33.000000');
    expect(formatStoredTimestamp(second - 1)).toBe('2024-05-01T10:22:32.999999');
    expect(formatStoredTimestamp(second + 7)).toBe('2024-05-01T10:22:33.000007');
  });

  it('never repeats or goes backwards within the process', () => {
    const stamps = Array.from({ length: 1000 }, () => nowTimestamp());
    expect(new Set(stamps).size).toBe(1000);
    expect([...stamps].sort()).toEqual(stamps);
  });

  it('normalizes client datetimes (with Z, offsets, or epoch milliseconds)', () => {
    expect(toStoredTimestamp('2024-05-01T10:22:33Z')).toBe('2024-05-01T10:22:33.000000');
    expect(toStoredTimestamp('2024-05-01T12:22:33.5+02:00')).toBe('2024-05-01T10:22:33.500000');
    expect(toStoredTimestamp('2024-05-01')).toBe('2024-05-01T00:00:00.000000');
    expect(toStoredTimestamp(Date.UTC(2024, 0, 2))).toBe('2024-01-02T00:00:00.000000');
    expect(toStoredTimestamp('yesterday')).toBeNull();
  });
});
