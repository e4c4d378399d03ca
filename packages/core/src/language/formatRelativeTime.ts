const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * How long ago (or how far ahead) `date` is from `now`, in the words of `language`, in the largest whole unit.
 *
 * @example
 * formatRelativeTime('2024-05-01T10:00:00Z', Date.parse('2024-05-01T12:00:00Z'), 'en'); // '2 hours ago'
 * formatRelativeTime('2024-05-01T10:00:00Z', Date.parse('2024-05-01T12:00:00Z'), 'de'); // 'vor 2 Stunden'
 */
export function formatRelativeTime(date: string | number | Date, now: number, language: string): string {
  const time = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((time - now) / 1000);
  for (const { unit, seconds: size } of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
