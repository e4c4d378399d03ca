import { randomInt, randomUUID } from 'node:crypto';

/** A new lowercase hyphenated UUID v4. */
export function newId(): string {
  return randomUUID();
}

/** Shuffle keys lie in [0, SHUFFLE_KEY_RANGE). */
export const SHUFFLE_KEY_RANGE = 2 ** 31 - 1;

/** A random non-negative 31-bit integer (fits a PostgreSQL `integer`). */
export function randomShuffleKey(): number {
  return randomInt(0, SHUFFLE_KEY_RANGE);
}
