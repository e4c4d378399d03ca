import type { CriteriaPart, RecordCriteria } from './RecordCriteria';

/** Every part, in URL order. */
export const CRITERIA_PARTS: readonly CriteriaPart[] = [
  'page',
  'status',
  'searchText',
  'metadata',
  'sortBy',
  'reviewStatus',
  'response',
  'suggestion',
  'similaritySearch',
  'comments',
  'reviewSort',
];

/** Structural equality of plain data (objects, arrays, primitives); key order does not matter. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Optional keys holding `undefined` count as absent, so `{ operator: undefined }` equals `{}`.
  const keysOf = (value: object) =>
    Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  const aKeys = keysOf(a);
  const bKeys = keysOf(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Whether one part is the same in both criteria. The page compares mode and client position only: the server
 * window is the record queue's business and never makes criteria differ.
 */
export function isSamePart(part: CriteriaPart, a: RecordCriteria, b: RecordCriteria): boolean {
  if (part === 'page') return a.page.mode === b.page.mode && isSameValue(a.page.client, b.page.client);
  return isSameValue(a[part], b[part]);
}

/** The parts that differ between two criteria, in URL order. */
export function changedParts(a: RecordCriteria, b: RecordCriteria): CriteriaPart[] {
  return CRITERIA_PARTS.filter((part) => !isSamePart(part, a, b));
}

/**
 * Whether two criteria select the same records in the same order.
 *
 * @example
 * areCriteriaEqual(store.getState().draft, store.getState().committed); // false while editing
 */
export function areCriteriaEqual(a: RecordCriteria, b: RecordCriteria): boolean {
  return changedParts(a, b).length === 0;
}
