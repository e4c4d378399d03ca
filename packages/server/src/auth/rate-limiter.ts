import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The outcome of one counted attempt. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted attempt leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A sliding-window counter per key kept in the database (`sign_in_failures`): at most `limit` counted events
 * within `windowMs`, whichever server process counted them. Keys are stored as SHA-256 digests under the
 * limiter's `scope`, so the table never holds addresses or usernames. Expired rows are deleted when an event is
 * counted, so the table stays bounded by the events of one window. Two processes checking at the same instant
 * may each let one more attempt through; the limit guards against guessing, where that slack is harmless.
 *
 * @example
 * const limiter = new SlidingWindowLimiter('user', 10, 60_000);
 * if (!(await limiter.check(db, '1.2.3.4|ann')).allowed) return tooManyRequests();
 * await limiter.record(db, '1.2.3.4|ann'); // after a failed sign-in
 */
export class SlidingWindowLimiter {
  constructor(
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private digest(key: string): string {
    return createHash('sha256').update(`${this.scope}\u0000${key}`).digest('hex');
  }

  /** Whether `key` is over its limit right now (nothing is counted). */
  async check(db: Kysely<Database>, key: string): Promise<RateLimitDecision> {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const recent = await db
      .selectFrom('sign_in_failures')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
      .where('key', '=', this.digest(key))
      .where('at', '>', now - this.windowMs)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = Number(recent.oldest);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }

  /** Counts one event for `key`, and forgets every event that has left the window. */
  async record(db: Kysely<Database>, key: string): Promise<void> {
    if (this.limit <= 0) return;
    const now = this.now();
    await db
      .deleteFrom('sign_in_failures')
      .where('at', '<=', now - this.windowMs)
      .execute();
    await db
      .insertInto('sign_in_failures')
      .values({ key: this.digest(key), at: now })
      .execute();
  }

  /** Forgets `key` (a successful sign-in clears its failures). */
  async reset(db: Kysely<Database>, key: string): Promise<void> {
    await db.deleteFrom('sign_in_failures').where('key', '=', this.digest(key)).execute();
  }
}
