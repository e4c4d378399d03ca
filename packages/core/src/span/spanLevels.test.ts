import { describe, expect, it } from 'vitest';
import { SPAN_LEVEL_GAP_PX, spanLevels, spanLineHeight } from './spanLevels';

describe('spanLevels', () => {
  it('gives overlapping spans different levels and reuses free ones', () => {
    expect(
      spanLevels([
        { start: 0, end: 10 },
        { start: 2, end: 4 },
        { start: 3, end: 8 },
        { start: 12, end: 14 },
      ]),
    ).toEqual([0, 1, 2, 0]);
  });

  it('puts the longer of two spans starting together on the lower level', () => {
    expect(
      spanLevels([
        { start: 0, end: 3 },
        { start: 0, end: 9 },
      ]),
    ).toEqual([1, 0]);
  });
});

describe('spanLineHeight', () => {
  it('is 32 px, or 48 px where overlapping is allowed', () => {
    expect(spanLineHeight(false, 1)).toBe(32);
    expect(spanLineHeight(true, 2)).toBe(48);
  });

  it('adds 16 px per level above 2', () => {
    expect(SPAN_LEVEL_GAP_PX).toBe(16);
    expect(spanLineHeight(true, 3)).toBe(64);
    expect(spanLineHeight(true, 5)).toBe(96);
  });
});
