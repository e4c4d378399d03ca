import { describe, expect, it } from 'vitest';
import { FLOAT_STEP, INTEGER_STEP, typedBound, withLowerBound, withUpperBound } from './filterRanges';

const bounds = { min: 0, max: 500 };

describe('range bounds', () => {
  it('keeps the lower bound between the minimum and the upper bound', () => {
    expect(withLowerBound({ ge: 0, le: 10 }, 12, bounds, INTEGER_STEP)).toEqual({ ge: 10, le: 10 });
    expect(withLowerBound({ ge: 5, le: 10 }, -7, bounds, INTEGER_STEP)).toEqual({ ge: 0, le: 10 });
    expect(withLowerBound({ ge: 5, le: 10 }, 7, bounds, INTEGER_STEP)).toEqual({ ge: 7, le: 10 });
  });

  it('keeps the upper bound between the lower bound and the maximum', () => {
    expect(withUpperBound({ ge: 5, le: 10 }, 3, bounds, INTEGER_STEP)).toEqual({ ge: 5, le: 5 });
    expect(withUpperBound({ ge: 5, le: 10 }, 9000, bounds, INTEGER_STEP)).toEqual({ ge: 5, le: 500 });
  });

  it('rounds to whole numbers for integers and to hundredths for floats', () => {
    expect(withLowerBound({ ge: 0, le: 10 }, 2.6, bounds, INTEGER_STEP).ge).toBe(3);
    expect(withUpperBound({ ge: 0, le: 1 }, 0.456, { min: 0, max: 1 }, FLOAT_STEP).le).toBe(0.46);
  });

  it('ignores a bound that is not a number', () => {
    expect(withLowerBound({ ge: 1, le: 2 }, Number.NaN, bounds, INTEGER_STEP)).toEqual({ ge: 1, le: 2 });
  });

  it('reads a blank typed box as no bound, not as zero', () => {
    expect(withLowerBound({ ge: 3, le: 9 }, typedBound('  '), bounds, INTEGER_STEP)).toEqual({ ge: 3, le: 9 });
    expect(withUpperBound({ ge: 3, le: 9 }, typedBound('abc'), bounds, INTEGER_STEP)).toEqual({ ge: 3, le: 9 });
    expect(typedBound(' 12 ')).toBe(12);
  });
});
