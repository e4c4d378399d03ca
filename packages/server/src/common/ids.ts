import { randomInt, randomUUID } from 'node:crypto';

/** A new lowercase hyphenated UUID v4. */
export function newId(): string {
  return randomUUID();
}

/** A random non-negative 31-bit integer (fits a PostgreSQL `integer`). */
export function randomShuffleKey(): number {
  return randomInt(0, 2 ** 31 - 1);
}
