import { describe, expect, it } from 'vitest';
import { rulesFromSchema, schemaColumnNames } from './schemaRules';

describe('rules from a pandera-style schema (contract §19)', () => {
  it('compiles column checks in report order, only for columns the table has', () => {
    const rules = rulesFromSchema(
      {
        name: 'Outcome',
        columns: {
          n: {
            dtype: 'int64',
            nullable: false,
            required: true,
            unique: true,
            checks: { greater_than_or_equal_to: 0, less_than_or_equal_to: { max_value: 1000 } },
          },
          arm: { dtype: 'str', checks: { isin: ['drug', 'placebo'] } },
          code: { dtype: 'str', checks: { str_matches: { pattern: '^[A-Z]+$' } } },
          mean: {
            dtype: 'float64',
            nullable: true,
            checks: { in_range: { min_value: 0, max_value: 1, include_max: false } },
          },
          absent: { dtype: 'str' },
        },
      },
      ['n', 'arm', 'code', 'mean'],
    );
    expect(rules.columns.get('n')).toEqual([
      { kind: 'required' },
      { kind: 'integer', nullable: false },
      { kind: 'unique' },
      { kind: 'greaterOrEqual', min: 0 },
      { kind: 'lessOrEqual', max: 1000 },
    ]);
    expect(rules.columns.get('arm')).toEqual([
      { kind: 'string' },
      { kind: 'inList', values: ['drug', 'placebo'] },
    ]);
    expect(rules.columns.get('code')?.[1]).toMatchObject({ kind: 'regex', pattern: '^[A-Z]+$' });
    expect(rules.columns.get('mean')).toEqual([
      { kind: 'decimal', nullable: true },
      { kind: 'greaterOrEqual', min: 0 },
      { kind: 'less', max: 1 },
    ]);
    expect(rules.columns.has('absent')).toBe(false);
    expect([...rules.uniqueColumns]).toEqual(['n']);
  });

  it('offers isin or suggestion values to the editor; a suggestion map keeps its details; suggestions never fail', () => {
    const rules = rulesFromSchema(
      {
        columns: {
          country: {
            dtype: 'str',
            checks: { suggestion: { DE: { name: 'Germany' }, ES: { name: 'Spain' } } },
          },
          unit: { dtype: 'str', checks: { isin: { allowed_values: ['mg', 'g'] } } },
        },
      },
      ['country', 'unit'],
    );
    expect(rules.options.get('country')).toEqual([
      { value: 'DE', details: { name: 'Germany' } },
      { value: 'ES', details: { name: 'Spain' } },
    ]);
    expect(rules.options.get('unit')).toEqual([{ value: 'mg' }, { value: 'g' }]);
    expect(rules.columns.get('country')).toEqual([{ kind: 'string' }]);
  });

  it('turns multiselect with a delimiter into a per-item list check instead of isin', () => {
    const rules = rulesFromSchema(
      { columns: { tags: { dtype: 'str', checks: { isin: ['a', 'b'], multiselect: { delimiter: ';' } } } } },
      ['tags'],
    );
    expect(rules.columns.get('tags')).toEqual([
      { kind: 'string' },
      { kind: 'multiselect', delimiter: ';', values: ['a', 'b'] },
    ]);
  });

  it('adds the dataframe checks less / greater / between with or_equal to their target columns', () => {
    const rules = rulesFromSchema(
      {
        columns: {
          lo: { dtype: 'float64' },
          hi: { dtype: 'float64' },
          mid: { dtype: 'float64' },
          start: {},
          end: {},
        },
        checks: {
          check_less_than: { columns_a: ['start'], columns_b: ['end'], or_equal: [true] },
          check_greater_than: { columns_a: ['hi'], columns_b: ['lo'], or_equal: false },
          check_between: {
            columns_target: ['mid'],
            columns_lower: ['lo'],
            columns_upper: ['hi'],
            or_equal: [false],
          },
        },
      },
      ['lo', 'hi', 'mid', 'start', 'end'],
    );
    expect(rules.columns.get('start')).toEqual([{ kind: 'lessThanColumn', column: 'end', orEqual: true }]);
    expect(rules.columns.get('hi')).toEqual([
      { kind: 'decimal', nullable: false },
      { kind: 'greaterThanColumn', column: 'lo', orEqual: false },
    ]);
    expect(rules.columns.get('mid')?.[1]).toEqual({
      kind: 'betweenColumns',
      lower: 'lo',
      upper: 'hi',
      orEqual: false,
    });
  });

  it('reads index columns, ignores a pattern JavaScript cannot compile, and knows no schema', () => {
    const rules = rulesFromSchema(
      {
        columns: { x: { dtype: 'str', checks: { str_matches: '(' } } },
        index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true }],
      },
      ['x', 'Outcome_ID'],
    );
    expect(rules.columns.get('x')).toEqual([{ kind: 'string' }]);
    expect(rules.columns.get('Outcome_ID')).toEqual([
      { kind: 'integer', nullable: false },
      { kind: 'unique' },
    ]);
    expect(rulesFromSchema(null, ['x']).columns.size).toBe(0);
    expect(schemaColumnNames({ columns: { b: {}, a: {} }, index: [{ name: 'id' }] })).toEqual([
      'id',
      'b',
      'a',
    ]);
  });
});
