import { describe, expect, it, vi } from 'vitest';
import { createFirstContentSignal } from './firstContentSignal';

describe('createFirstContentSignal', () => {
  it('turns painted once, telling its listeners once', () => {
    const signal = createFirstContentSignal(false);
    const listener = vi.fn();
    signal.subscribe(listener);
    expect(signal.painted()).toBe(false);
    signal.report();
    signal.report();
    expect(signal.painted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts painted where there is nothing to wait for', () => {
    const signal = createFirstContentSignal(true);
    const listener = vi.fn();
    signal.subscribe(listener);
    signal.report();
    expect(signal.painted()).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });
});
