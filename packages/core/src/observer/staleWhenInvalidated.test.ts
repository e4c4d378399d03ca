import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_MAX_WAIT_MS, STALE_SETTLE_MS, staleWhenInvalidated } from './staleWhenInvalidated';

function fakeClient() {
  const listeners = new Set<(pattern: string) => void>();
  return {
    onInvalidate(listener: (pattern: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    invalidate: (pattern: string) => listeners.forEach((listener) => listener(pattern)),
    listeners,
  };
}

describe('staleWhenInvalidated', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads again once the writes that cover its path have been quiet for a moment', () => {
    const client = fakeClient();
    const stale = vi.fn();
    staleWhenInvalidated(client, '/datasets/d1/review/summary')(stale);
    client.invalidate('/datasets/*/review');
    vi.advanceTimersByTime(STALE_SETTLE_MS - 1);
    expect(stale).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stale).toHaveBeenCalledOnce();
    client.invalidate('/datasets/d2/fields');
    vi.advanceTimersByTime(10 * STALE_SETTLE_MS);
    expect(stale).toHaveBeenCalledOnce();
  });

  it("makes a bulk action's hundred group writes one read per second of them, and one after the last", () => {
    const client = fakeClient();
    const stale = vi.fn();
    staleWhenInvalidated(client, '/datasets/d1/review/summary')(stale);
    // 100 group writes, 25 ms apart: 2.5 s.
    for (let group = 0; group < 100; group += 1) {
      client.invalidate('/datasets/*/review');
      vi.advanceTimersByTime(25);
    }
    expect(stale).toHaveBeenCalledTimes(Math.floor((100 * 25) / STALE_MAX_WAIT_MS));
    vi.advanceTimersByTime(STALE_SETTLE_MS);
    expect(stale).toHaveBeenCalledTimes(Math.floor((100 * 25) / STALE_MAX_WAIT_MS) + 1);
  });

  it('stops listening, and drops a waiting read, when the query stops watching', () => {
    const client = fakeClient();
    const stale = vi.fn();
    const unwatch = staleWhenInvalidated(client, '/datasets/d1/agreement')(stale);
    client.invalidate('/datasets/*/agreement');
    unwatch();
    vi.advanceTimersByTime(STALE_MAX_WAIT_MS);
    expect(stale).not.toHaveBeenCalled();
    expect(client.listeners.size).toBe(0);
  });
});
