/** A notification shows for at least 6 s (spec 1 §9). */
export const NOTIFICATION_BASE_DURATION_MS = 6_000;
/** …plus 1 s… */
export const NOTIFICATION_EXTRA_DURATION_MS = 1_000;
/** …per 120 characters of its visible text. */
export const NOTIFICATION_CHARACTERS_PER_EXTRA = 120;
/** A notification asked for appears after 100 ms. */
export const NOTIFICATION_SHOW_DELAY_MS = 100;
/** A waiting notification checks every 250 ms whether the one on screen has gone. */
export const NOTIFICATION_QUEUE_POLL_MS = 250;
/** A dismissed notification leaves the screen 150 ms later (the renderer's leave animation). */
export const NOTIFICATION_CLOSE_DELAY_MS = 150;

/**
 * How long a notification shows: 6 s plus 1 s per full 120 characters of its visible text.
 *
 * @example
 * notificationDuration(119); // 6_000
 * notificationDuration(240); // 8_000
 */
export function notificationDuration(textLength: number): number {
  const extras = Math.floor(Math.max(0, textLength) / NOTIFICATION_CHARACTERS_PER_EXTRA);
  return NOTIFICATION_BASE_DURATION_MS + extras * NOTIFICATION_EXTRA_DURATION_MS;
}
