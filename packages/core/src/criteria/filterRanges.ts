import type { RangeBounds } from './filterActivity';
import type { RangeValue } from './RecordCriteria';

/** Slider steps (spec 1 §5): whole numbers for integer properties and ratings, hundredths otherwise. */
export const INTEGER_STEP = 1;
export const FLOAT_STEP = 0.01;

function roundToStep(value: number, step: number): number {
  const decimals = step >= 1 ? 0 : Math.ceil(-Math.log10(step));
  return Number(value.toFixed(decimals));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * A number typed into a bound box; NaN (ignored by the bound edits) when the box is blank or not a number.
 *
 * @example
 * typedBound(' 12 '); // 12
 * typedBound(''); // NaN
 */
export function typedBound(text: string): number {
  // Number('') is 0: a cleared box must leave the bound alone, not move it to zero.
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The range with a new lower bound: rounded to the step, never below the minimum nor above the upper bound.
 *
 * @example
 * withLowerBound({ ge: 0, le: 10 }, 12, { min: 0, max: 500 }, 1); // { ge: 10, le: 10 }
 */
export function withLowerBound(range: RangeValue, value: number, bounds: RangeBounds, step: number): RangeValue {
  if (!Number.isFinite(value)) return range;
  return { ge: clamp(roundToStep(value, step), bounds.min, range.le), le: range.le };
}

/**
 * The range with a new upper bound: rounded to the step, never above the maximum nor below the lower bound.
 *
 * @example
 * withUpperBound({ ge: 5, le: 10 }, -3, { min: 0, max: 500 }, 1); // { ge: 5, le: 5 }
 */
export function withUpperBound(range: RangeValue, value: number, bounds: RangeBounds, step: number): RangeValue {
  if (!Number.isFinite(value)) return range;
  return { ge: range.ge, le: clamp(roundToStep(value, step), range.ge, bounds.max) };
}
