import { describe, expect, it, vi } from 'vitest';
import { defaultIntervalTimers } from './environmentSignals';

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
