import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDigitBuffer } from './createDigitBuffer';
import { DIGIT_WAIT_MS } from './defaultShortcuts';

describe('createDigitBuffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('picks at once when only one option starts with the digits', () => {
    const picked = vi.fn();
    const digits = createDigitBuffer(picked);
    expect(digits.push('3', 12)).toBe(3);
    expect(digits.push('1', 9)).toBe(1);
    expect(picked).not.toHaveBeenCalled();
  });

  it('waits 300 ms for another digit when several options start with it', () => {
    const picked = vi.fn();
    const digits = createDigitBuffer(picked);
    expect(DIGIT_WAIT_MS).toBe(300);
    expect(digits.push('1', 12)).toBeNull();
    vi.advanceTimersByTime(299);
    expect(picked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(picked).toHaveBeenCalledWith(1);
  });

  it('reads two digits typed within the wait as one number', () => {
    const picked = vi.fn();
    const digits = createDigitBuffer(picked);
    digits.push('1', 12);
    vi.advanceTimersByTime(200);
    expect(digits.push('2', 12)).toBe(12);
    vi.advanceTimersByTime(1_000);
    expect(picked).not.toHaveBeenCalled();
  });

  it('starts over when the digits match no option, and ignores a digit that matches none', () => {
    const digits = createDigitBuffer(vi.fn());
    digits.push('1', 12);
    expect(digits.push('3', 12)).toBe(3);
    expect(digits.push('0', 12)).toBeNull();
  });

  it('forgets the digits on reset (any other key)', () => {
    const picked = vi.fn();
    const digits = createDigitBuffer(picked);
    digits.push('1', 12);
    digits.reset();
    vi.advanceTimersByTime(300);
    expect(picked).not.toHaveBeenCalled();
    expect(digits.push('2', 12)).toBe(2);
  });
});
