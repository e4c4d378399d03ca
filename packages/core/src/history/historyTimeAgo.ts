import { createMessage, type Message } from '../messages/Message';
import { HISTORY_MESSAGE_KEYS as KEYS } from './historyMessageKeys';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The epoch milliseconds of a wire timestamp (naive UTC, `2026-11-29T10:00:00.123456`). */
export function historyTimeMs(at: string): number {
  return Date.parse(/[zZ]|[+-]\d{2}:\d{2}$/.test(at) ? at : `${at.slice(0, 23)}Z`);
}

/**
 * How long ago `at` was at `nowMs`, in whole units rounded down: under a minute "just now", then minutes, hours,
 * days (under 30), months (under 365) and years.
 *
 * @example
 * historyTimeAgo('2026-11-26T10:00:00', Date.parse('2026-11-29T11:00:00Z')); // { key: 'ago.days', params: { count: 3 } }
 */
export function historyTimeAgo(at: string, nowMs: number): Message {
  const elapsed = Math.max(0, nowMs - historyTimeMs(at));
  if (elapsed < MINUTE) return createMessage(KEYS.justNow);
  if (elapsed < HOUR) return createMessage(KEYS.minutesAgo, { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return createMessage(KEYS.hoursAgo, { count: Math.floor(elapsed / HOUR) });
  if (elapsed < MONTH) return createMessage(KEYS.daysAgo, { count: Math.floor(elapsed / DAY) });
  if (elapsed < YEAR) return createMessage(KEYS.monthsAgo, { count: Math.floor(elapsed / MONTH) });
  return createMessage(KEYS.yearsAgo, { count: Math.floor(elapsed / YEAR) });
}
