/**
 * Timestamps in the contract's format: naive UTC ISO-8601, microseconds when non-zero
 * (`2024-05-01T10:22:33.123456`). Stored fixed-width (always six fraction digits) so text order is
 * time order; serialized without the fraction when it is zero, like Python's `isoformat()`.
 */

let lastMicros = 0;

/** Microseconds since the epoch, strictly increasing within the process so inserts keep their order. */
function nowMicros(): number {
  const fraction = Math.floor((performance.now() % 1) * 1000);
  const micros = Math.max(Date.now() * 1000 + fraction, lastMicros + 1);
  lastMicros = micros;
  return micros;
}

/**
 * The second the last formatted timestamp fell in, and its text up to the seconds: a bulk write stamps thousands of
 * rows within one second, and building a `Date` and its ISO text for each was a few percent of the SDK's upsert.
 */
let cachedSecond = Number.NaN;
let cachedSecondText = '';

/** Formats epoch microseconds as the stored fixed-width timestamp. */
export function formatStoredTimestamp(micros: number): string {
  const second = Math.floor(micros / 1_000_000);
  if (second !== cachedSecond) {
    cachedSecondText = new Date(second * 1000).toISOString().slice(0, 19);
    cachedSecond = second;
  }
  const fraction = String(micros - second * 1_000_000).padStart(6, '0');
  return `${cachedSecondText}.${fraction}`;
}

/** The current time as a stored timestamp. */
export function nowTimestamp(): string {
  return formatStoredTimestamp(nowMicros());
}

/** A stored timestamp on the wire: drops `.000000`, keeps microseconds otherwise. */
export function serializeTimestamp(stored: string): string {
  return stored.endsWith('.000000') ? stored.slice(0, -7) : stored;
}

/**
 * Normalizes a client-supplied datetime (ISO with or without `Z`/offset, or epoch milliseconds) to the
 * stored fixed-width form so it compares correctly with stored values; null when unparseable.
 */
export function toStoredTimestamp(value: string | number): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? formatStoredTimestamp(Math.round(value * 1000)) : null;
  }
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,6})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      value.trim(),
    );
  if (!match) return null;
  const [, day, time = '00:00:00', fraction = '', zone = 'Z'] = match;
  const seconds = time.length === 5 ? `${time}:00` : time;
  const parsed = Date.parse(`${day}T${seconds}${zone === 'Z' ? 'Z' : zone}`);
  if (Number.isNaN(parsed)) return null;
  return formatStoredTimestamp(parsed * 1000 + Number(fraction.padEnd(6, '0')));
}
