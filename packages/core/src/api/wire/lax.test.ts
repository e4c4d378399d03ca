import { describe, expect, it } from 'vitest';
import { laxBool, laxBoolean, laxFloat, laxInt, laxInteger, laxNumber } from './lax';
import { z } from './zod';

// Expected outcomes as pydantic 2 (lax mode, Python input as FastAPI passes the parsed JSON) gives them.
const accepted = <T>(value: T) => ({ ok: true, value });
const refusedAs = (type: string) => expect.objectContaining({ ok: false, type });

describe('laxInteger', () => {
  it.each([
    [2, 2],
    ['2', 2],
    [' 2 ', 2],
    ['\t2\n', 2],
    ['+3', 3],
    ['-4', -4],
    ['0002', 2],
    ['1_000', 1000],
    ['2.0', 2],
    ['2.00', 2],
    [2.0, 2],
    [true, 1],
    [false, 0],
  ])('accepts %j as %j', (input, value) => expect(laxInteger(input)).toEqual(accepted(value)));

  it.each([
    ['2.5', 'int_parsing'],
    ['2.', 'int_parsing'],
    ['1e3', 'int_parsing'],
    ['0x10', 'int_parsing'],
    ['1__0', 'int_parsing'],
    ['_1', 'int_parsing'],
    ['', 'int_parsing'],
    ['٣', 'int_parsing'],
    [2.5, 'int_from_float'],
    [null, 'int_type'],
    [[1], 'int_type'],
    [{ a: 1 }, 'int_type'],
    [1e20, 'int_parsing_size'],
  ])('refuses %j with %s', (input, type) => expect(laxInteger(input)).toEqual(refusedAs(type)));

  it('speaks pydantic’s messages', () => {
    expect(laxInteger('two')).toEqual({
      ok: false,
      type: 'int_parsing',
      message: 'Input should be a valid integer, unable to parse string as an integer',
    });
    expect(laxInteger(2.5)).toEqual({
      ok: false,
      type: 'int_from_float',
      message: 'Input should be a valid integer, got a number with a fractional part',
    });
  });
});

describe('laxFloat', () => {
  it.each([
    [2, 2],
    ['2', 2],
    ['2.5', 2.5],
    [' 2.5 ', 2.5],
    ['1e3', 1000],
    ['.5', 0.5],
    ['5.', 5],
    ['+.5e-3', 0.0005],
    ['1_000.5', 1000.5],
    ['1.5_0', 1.5],
    [true, 1],
  ])('accepts %j as %j', (input, value) => expect(laxFloat(input)).toEqual(accepted(value)));

  it.each([
    ['', 'float_parsing'],
    ['abc', 'float_parsing'],
    ['0x10', 'float_parsing'],
    ['1e', 'float_parsing'],
    ['1__0', 'float_parsing'],
    [null, 'float_type'],
    [[0.5], 'float_type'],
    // pydantic reads these as infinities and NaN; JSON cannot store them, so they are refused here.
    ['inf', 'finite_number'],
    ['-Infinity', 'finite_number'],
    ['NaN', 'finite_number'],
    ['1e999', 'finite_number'],
  ])('refuses %j with %s', (input, type) => expect(laxFloat(input)).toEqual(refusedAs(type)));
});

describe('laxBoolean', () => {
  it.each([
    [true, true],
    [1, true],
    [0, false],
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['yes', true],
    ['no', false],
    ['on', true],
    ['off', false],
    ['y', true],
    ['n', false],
    ['t', true],
    ['f', false],
  ])('accepts %j as %j', (input, value) => expect(laxBoolean(input)).toEqual(accepted(value)));

  it.each([
    [2, 'bool_parsing'],
    ['2', 'bool_parsing'],
    [' true ', 'bool_parsing'],
    ['', 'bool_parsing'],
    [1.5, 'bool_type'],
    [null, 'bool_type'],
    [[true], 'bool_type'],
  ])('refuses %j with %s', (input, type) => expect(laxBoolean(input)).toEqual(refusedAs(type)));
});

describe('the lax schemas', () => {
  const schema = z.object({
    count: laxInt({ min: 1 }),
    score: laxNumber({ min: 0, max: 1 }).nullish(),
    flag: laxBool().default(true),
  });

  it('coerce, then check the bounds and apply defaults', () => {
    expect(schema.parse({ count: '2', score: '0.5' })).toEqual({ count: 2, score: 0.5, flag: true });
    expect(schema.parse({ count: 3.0, score: null, flag: 'false' })).toEqual({
      count: 3,
      score: null,
      flag: false,
    });
  });

  it('raise pydantic’s error types for what they refuse, missing keys and bounds included', () => {
    const issues = schema.safeParse({ score: '1.5', flag: 'maybe' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message, (i as { params?: unknown }).params ?? i.code])).toEqual([
      [['count'], 'Field required', { pydanticType: 'missing' }],
      [['score'], expect.stringContaining('1'), 'too_big'],
      [
        ['flag'],
        'Input should be a valid boolean, unable to interpret input',
        { pydanticType: 'bool_parsing' },
      ],
    ]);
    const zero = schema.safeParse({ count: '0' }).error?.issues ?? [];
    expect(zero.map((i) => [i.path, i.code])).toEqual([[['count'], 'too_small']]);
  });
});
