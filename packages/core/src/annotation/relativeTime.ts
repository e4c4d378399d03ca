/** Units of a relative time, as `Intl.RelativeTimeFormat` takes them. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day';

/** A time relative to now: negative values are in the past ("30 seconds ago" is `{ value: -30, unit: 'second' }`). */
export interface RelativeTime {
  value: number;
  unit: RelativeTimeUnit;
}

/** How often a relative "saved … ago" is recomputed (spec 1 §4). */
export const RELATIVE_TIME_REFRESH_MS = 10_000;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The relative time of `then` seen from `now`, in the largest unit that keeps it above one: seconds under a
 * minute, minutes under an hour, hours under a day, else days.
 *
 * @example
 * relativeTimeBetween(0, 90_000); // { value: -2, unit: 'minute' }
 */
export function relativeTimeBetween(then: number, now: number): RelativeTime {
  const sign = then < now ? -1 : 1;
  const size = Math.round(Math.abs(then - now) / 1000);
  // Rounded on the size so that 90 s ago is 2 minutes ago, like 90 s ahead is in 2 minutes.
  const relative = (value: number, unit: RelativeTimeUnit): RelativeTime => ({
    value: value === 0 ? 0 : sign * value,
    unit,
  });
  if (size < MINUTE) return relative(size, 'second');
  if (size < HOUR) return relative(Math.round(size / MINUTE), 'minute');
  if (size < DAY) return relative(Math.round(size / HOUR), 'hour');
  return relative(Math.round(size / DAY), 'day');
}
