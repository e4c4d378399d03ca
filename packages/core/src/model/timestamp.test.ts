import { describe, expect, it } from 'vitest';
import { timestampToMillis, toUtcTimestamp } from './timestamp';

describe('toUtcTimestamp', () => {
  it('marks naive timestamps as UTC without dropping microseconds', () => {
    expect(toUtcTimestamp('2024-05-01T10:22:33.123456')).toBe('2024-05-01T10:22:33.123456Z');
    expect(toUtcTimestamp('2023-07-18T07:43:35')).toBe('2023-07-18T07:43:35Z');
  });

  it('keeps timestamps that carry a zone', () => {
    expect(toUtcTimestamp('2026-10-22T00:00:00.000Z')).toBe('2026-10-22T00:00:00.000Z');
    expect(toUtcTimestamp('2026-10-22T02:00:00+02:00')).toBe('2026-10-22T02:00:00+02:00');
  });

  it('maps missing values to null', () => {
    expect(toUtcTimestamp(null)).toBeNull();
    expect(toUtcTimestamp(undefined)).toBeNull();
  });

  it('reads both forms as the same instant', () => {
    expect(timestampToMillis(toUtcTimestamp('2024-05-01T10:22:33.123456'))).toBe(
      Date.UTC(2024, 4, 1, 10, 22, 33, 123),
    );
    expect(timestampToMillis(toUtcTimestamp('2026-10-22T00:00:00.000Z'))).toBe(Date.UTC(2026, 9, 22));
  });
});
