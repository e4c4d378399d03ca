/** The outcome of one counted attempt. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted attempt leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A sliding-window counter per key: at most `limit` counted events within `windowMs`. Keys whose
 * events have all expired are pruned, so memory stays bounded by the keys active in one window.
 *
 * @example
 * const limiter = new SlidingWindowLimiter(10, 60_000);
 * if (!limiter.check('1.2.3.4|ann').allowed) return tooManyRequests();
 * limiter.record('1.2.3.4|ann'); // after a failed sign-in
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const threshold = this.now() - this.windowMs;
    const kept = (this.events.get(key) ?? []).filter((t) => t > threshold);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Whether `key` is over its limit right now (nothing is counted). */
  check(key: string): RateLimitDecision {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const recent = this.recent(key);
    if (recent.length < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent[0] as number;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000)),
    };
  }

  /** Counts one event for `key`. */
  record(key: string): void {
    if (this.limit <= 0) return;
    if (this.events.size > 10_000) for (const k of [...this.events.keys()]) this.recent(k);
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
  }

  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): void {
    this.events.delete(key);
  }
}
