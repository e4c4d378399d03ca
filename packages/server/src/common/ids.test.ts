import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The creation time an id carries in its first 48 bits. */
function timeOf(id: string): number {
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

describe('newId', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes lowercase hyphenated UUID v4 strings (version 4, variant 8-b)', () => {
    for (let i = 0; i < 1000; i++) expect(newId()).toMatch(UUID_V4);
  });

  it('sorts ids made in a loop in the order they were made', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats', () => {
    const ids = Array.from({ length: 100_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the creation time in milliseconds', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(timeOf(id)).toBeGreaterThanOrEqual(before);
    expect(timeOf(id)).toBeLessThanOrEqual(after);
  });

  it('keeps sorting in creation order when the clock goes back', () => {
    const first = newId();
    const back = Date.now() - 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(back);
    const later = Array.from({ length: 100 }, () => newId());
    expect([first, ...later].sort()).toEqual([first, ...later]);
    for (const id of later) {
      expect(id).toMatch(UUID_V4);
      expect(timeOf(id)).toBe(timeOf(first));
    }
  });
});
