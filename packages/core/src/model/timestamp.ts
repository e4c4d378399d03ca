/**
 * An ISO-8601 UTC timestamp that always ends in `Z`, keeping every fractional digit the server sent
 * (`2024-05-01T10:22:33.123456Z`).
 */
export type UtcTimestamp = string;

const ZONE_SUFFIX = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Normalises a wire timestamp: naive values are UTC by contract, so they get a `Z`; values that already carry a
 * zone are kept as they are. Digits are never rounded, so nothing is lost.
 *
 * @example
 * toUtcTimestamp('2024-05-01T10:22:33.123456'); // '2024-05-01T10:22:33.123456Z'
 * toUtcTimestamp('2026-10-22T00:00:00.000Z');   // unchanged
 */
export function toUtcTimestamp(value: string): UtcTimestamp;
export function toUtcTimestamp(value: string | null | undefined): UtcTimestamp | null;
export function toUtcTimestamp(value: string | null | undefined): UtcTimestamp | null {
  if (value === null || value === undefined || value === '') return null;
  return ZONE_SUFFIX.test(value) ? value : `${value}Z`;
}

/**
 * Milliseconds since the epoch of a normalised timestamp (sub-millisecond digits are dropped here only).
 *
 * @example
 * timestampToMillis('1970-01-01T00:00:01.5Z'); // 1500
 */
export function timestampToMillis(value: UtcTimestamp): number {
  return Date.parse(value);
}
