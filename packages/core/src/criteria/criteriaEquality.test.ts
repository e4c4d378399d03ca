import { describe, expect, it } from 'vitest';
import { areCriteriaEqual, changedParts, isSamePart, isSameValue } from './criteriaEquality';
import { defaultRecordCriteria, pageAt } from './RecordCriteria';

describe('isSameValue', () => {
  it('compares plain data structurally, ignoring key order and undefined keys', () => {
    expect(isSameValue({ ge: 1, le: 2 }, { le: 2, ge: 1 })).toBe(true);
    expect(isSameValue({ values: ['a'], operator: undefined }, { values: ['a'] })).toBe(true);
    expect(isSameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(isSameValue(['a'], { 0: 'a' })).toBe(false);
    expect(isSameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
    expect(isSameValue(1, '1')).toBe(false);
  });
});

describe('criteria comparison', () => {
  it('ignores the server window of the page', () => {
    const a = defaultRecordCriteria();
    const b = { ...a, page: { ...a.page, server: { from: 1, many: 20 } } };
    expect(isSamePart('page', a, b)).toBe(true);
    expect(areCriteriaEqual(a, b)).toBe(true);
  });

  it('lists the parts that differ in URL order', () => {
    const a = defaultRecordCriteria();
    const b = { ...a, status: 'submitted' as const, page: pageAt('bulk'), sortBy: [] };
    expect(changedParts(a, b)).toEqual(['page', 'status']);
    expect(areCriteriaEqual(a, b)).toBe(false);
  });
});
