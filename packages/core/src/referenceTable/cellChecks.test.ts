import { describe, expect, it } from 'vitest';
import { checkCell, checkCellRules, type CellRule } from './cellChecks';

const check = (rule: CellRule, value: unknown, row: Record<string, unknown> = {}) =>
  checkCell(rule, value, row)?.key ?? null;

describe('cell checks (spec 2 §5)', () => {
  it('required refuses a blank cell but takes an explicit NA', () => {
    const rule: CellRule = { kind: 'required' };
    expect(check(rule, null)).toBe('validation.required');
    expect(check(rule, undefined)).toBe('validation.required');
    expect(check(rule, '  ')).toBe('validation.required');
    expect(check(rule, 'NA')).toBeNull();
    expect(check(rule, 0)).toBeNull();
  });

  it('unique reports a value that occurs more than once, never NA', () => {
    expect(checkCell({ kind: 'unique' }, 'a', {}, 2)?.key).toBe('validation.unique');
    expect(checkCell({ kind: 'unique' }, 'a', {}, 1)).toBeNull();
    expect(checkCell({ kind: 'unique' }, 'NA', {}, 5)).toBeNull();
  });

  it('string takes text only', () => {
    expect(check({ kind: 'string' }, 'abc')).toBeNull();
    expect(check({ kind: 'string' }, '123')).toBeNull();
    expect(check({ kind: 'string' }, 12)).toBe('validation.string');
    expect(check({ kind: 'string' }, null)).toBeNull();
  });

  it('integer and decimal read numbers and numeric text; NA passes only a nullable column', () => {
    const integer: CellRule = { kind: 'integer', nullable: false };
    expect(check(integer, 3)).toBeNull();
    expect(check(integer, '-12')).toBeNull();
    expect(check(integer, '1.5')).toBe('validation.integer');
    expect(check(integer, 1.5)).toBe('validation.integer');
    expect(check(integer, 'x')).toBe('validation.integer');
    expect(check(integer, 'NA')).toBe('validation.integer');
    expect(check(integer, '')).toBe('validation.integer');
    expect(check({ kind: 'integer', nullable: true }, 'NA')).toBeNull();
    expect(check({ kind: 'integer', nullable: true }, null)).toBeNull();
    const decimal: CellRule = { kind: 'decimal', nullable: false };
    expect(check(decimal, '1.5')).toBeNull();
    expect(check(decimal, '.5')).toBeNull();
    expect(check(decimal, '2e-3')).toBeNull();
    expect(check(decimal, 7)).toBeNull();
    expect(check(decimal, '1,5')).toBe('validation.decimal');
    expect(check(decimal, null)).toBe('validation.decimal');
    expect(check({ kind: 'decimal', nullable: true }, '')).toBeNull();
    expect(check({ kind: 'boolean', nullable: false }, 'true')).toBeNull();
    expect(check({ kind: 'boolean', nullable: false }, 'yes')).toBe('validation.boolean');
  });

  it('greater-or-equal and less-or-equal compare numbers; NA passes', () => {
    expect(checkCell({ kind: 'greaterOrEqual', min: 0 }, '-1', {})).toEqual({
      key: 'validation.greaterOrEqual',
      params: { min: 0 },
    });
    expect(check({ kind: 'greaterOrEqual', min: 0 }, 0)).toBeNull();
    expect(check({ kind: 'greaterOrEqual', min: 0 }, 'NA')).toBeNull();
    expect(checkCell({ kind: 'lessOrEqual', max: 100 }, 101, {})).toEqual({
      key: 'validation.lessOrEqual',
      params: { max: 100 },
    });
    expect(check({ kind: 'lessOrEqual', max: 100 }, '100')).toBeNull();
    expect(check({ kind: 'lessOrEqual', max: 100 }, null)).toBeNull();
    expect(check({ kind: 'greater', min: 0 }, 0)).toBe('validation.greater');
    expect(check({ kind: 'less', max: 1 }, 1)).toBe('validation.less');
  });

  it('in a list compares as text; NA passes', () => {
    const rule: CellRule = { kind: 'inList', values: ['drug', 'placebo', '1'] };
    expect(check(rule, 'placebo')).toBeNull();
    expect(check(rule, 1)).toBeNull();
    expect(checkCell(rule, 'other', {})).toEqual({
      key: 'validation.inList',
      params: { values: 'drug, placebo, 1' },
    });
    expect(check(rule, 'NA')).toBeNull();
  });

  it('regex matches from the start, as pandera str_matches does', () => {
    const rule: CellRule = { kind: 'regex', pattern: '[A-Z]{2}\\d+', regex: /^(?:[A-Z]{2}\d+)/u };
    expect(check(rule, 'AB12')).toBeNull();
    expect(check(rule, 'AB12x')).toBeNull();
    expect(checkCell(rule, 'xAB12', {})).toEqual({
      key: 'validation.regex',
      params: { pattern: '[A-Z]{2}\\d+' },
    });
    expect(check(rule, '')).toBeNull();
  });

  it('multiselect splits by its delimiter and checks each item against the list', () => {
    const rule: CellRule = { kind: 'multiselect', delimiter: ';', values: ['a', 'b', 'c'] };
    expect(check(rule, 'a; c')).toBeNull();
    expect(check(rule, 'a;;b')).toBeNull();
    expect(checkCell(rule, 'a;d', {})).toEqual({
      key: 'validation.multiselect',
      params: { values: 'a, b, c', delimiter: ';' },
    });
    expect(check({ kind: 'multiselect', delimiter: ',', values: null }, 'x,y')).toBeNull();
  });

  it('cross-column less / greater / between, with or-equal; NA on either side passes', () => {
    const less: CellRule = { kind: 'lessThanColumn', column: 'end', orEqual: false };
    expect(check(less, 1, { end: 2 })).toBeNull();
    expect(checkCell(less, 2, { end: 2 })).toEqual({
      key: 'validation.lessThanColumn',
      params: { column: 'end' },
    });
    expect(check({ ...less, orEqual: true }, 2, { end: 2 })).toBeNull();
    expect(check({ ...less, orEqual: true }, 3, { end: 2 })).toBe('validation.lessOrEqualColumn');
    expect(check(less, 5, { end: 'NA' })).toBeNull();
    expect(check(less, 'NA', { end: 1 })).toBeNull();
    const greater: CellRule = { kind: 'greaterThanColumn', column: 'start', orEqual: false };
    expect(check(greater, '3', { start: '2' })).toBeNull();
    expect(check(greater, 2, { start: 2 })).toBe('validation.greaterThanColumn');
    expect(check({ ...greater, orEqual: true }, 2, { start: 2 })).toBeNull();
    expect(check({ ...greater, orEqual: true }, 1, { start: 2 })).toBe('validation.greaterOrEqualColumn');
    const between: CellRule = { kind: 'betweenColumns', lower: 'lo', upper: 'hi', orEqual: false };
    expect(check(between, 5, { lo: 1, hi: 10 })).toBeNull();
    expect(checkCell(between, 1, { lo: 1, hi: 10 })).toEqual({
      key: 'validation.betweenColumns',
      params: { lower: 'lo', upper: 'hi' },
    });
    expect(check({ ...between, orEqual: true }, 10, { lo: 1, hi: 10 })).toBeNull();
    expect(check({ ...between, orEqual: true }, 11, { lo: 1, hi: 10 })).toBe(
      'validation.betweenOrEqualColumns',
    );
    expect(check(between, 50, { lo: 1, hi: null })).toBeNull();
  });

  it('reports the first failing rule of a column', () => {
    const rules: CellRule[] = [
      { kind: 'required' },
      { kind: 'integer', nullable: false },
      { kind: 'greaterOrEqual', min: 0 },
    ];
    expect(checkCellRules(rules, '', {})?.key).toBe('validation.required');
    expect(checkCellRules(rules, 'x', {})?.key).toBe('validation.integer');
    expect(checkCellRules(rules, '-3', {})?.key).toBe('validation.greaterOrEqual');
    expect(checkCellRules(rules, '3', {})).toBeNull();
  });
});
