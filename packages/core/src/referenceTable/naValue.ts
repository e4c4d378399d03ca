/** How a missing value is written in a table (pandas' and the editor's empty value). */
export const NA_TEXT = 'NA';

/**
 * True for the empty value NA: null, undefined, an empty or blank string, or the text `NA` (spec 2 §5). NA is
 * never reported by a value check; it passes nullable columns and every numeric comparison.
 *
 * @example
 * isNA(''); // true
 * isNA('NA'); // true
 * isNA(0); // false
 */
export function isNA(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return typeof value === 'string' && (value.trim() === '' || value.trim() === NA_TEXT);
}

/**
 * True for a missing value (null, undefined, blank) but not an explicit `NA`: a required column accepts `NA`
 * ("not available" in the source), never an empty cell.
 */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A cell as a finite number (numbers, or text that reads as one), else null. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}
