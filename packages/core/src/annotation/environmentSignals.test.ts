import { describe, expect, it, vi } from 'vitest';
import { defaultIntervalTimers, mergeCleanups } from './environmentSignals';

describe('mergeCleanups', () => {
  it('runs every cleanup once, last registered first', () => {
    const order: string[] = [];
    const cleanup = mergeCleanups(
      () => order.push('a'),
      () => order.push('b'),
    );
    cleanup();
    cleanup();
    expect(order).toEqual(['b', 'a']);
  });
});

describe('defaultIntervalTimers', () => {
  it('uses the host interval functions', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const handle = defaultIntervalTimers.setInterval(tick, 10_000);
    vi.advanceTimersByTime(20_000);
    defaultIntervalTimers.clearInterval(handle);
    vi.advanceTimersByTime(20_000);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
