import { z } from './zod';
import type { PydanticIssueParams } from './common';

/**
 * The original server validates request bodies with pydantic in its default (lax) mode: where a model declares a
 * plain `int`, `float` or `bool` it accepts numeric strings, integral floats and the usual boolean words, and the
 * Extralit web frontend relies on it (its distribution input sends `"min_submitted": "2"`). These primitives accept
 * what pydantic's lax mode accepts from JSON and answer its error types and messages for the rest. Fields the
 * original declares strict (`StrictStr`, `StrictInt`) keep plain zod schemas. One deliberate difference: numbers
 * must be finite (`"inf"` and `"nan"` are refused), since JSON cannot store them.
 */

/** A coerced value, or the pydantic error type and message of an input that cannot be coerced. */
export type LaxOutcome<T> = { ok: true; value: T } | { ok: false; type: string; message: string };

const refused = (type: string, message: string): { ok: false; type: string; message: string } => ({
  ok: false,
  type,
  message,
});

const NOT_FINITE = refused('finite_number', 'Input should be a finite number');
const INTEGER_TEXT = /^[+-]?\d+(?:_\d+)*(?:\.0+)?$/;
const DIGITS = String.raw`\d+(?:_\d+)*`;
const NUMBER_TEXT = new RegExp(
  `^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`,
);
const NON_FINITE_TEXT = /^[+-]?(?:inf|infinity|nan)$/i;
const TRUE_WORDS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

/**
 * pydantic's lax `int`: integers, integral floats (`2.0`), booleans (`true` → 1) and integer strings (`" 2 "`,
 * `"+3"`, `"1_000"`, `"2.00"`).
 *
 * @example
 * laxInteger('2'); // { ok: true, value: 2 }
 * laxInteger(2.5); // { ok: false, type: 'int_from_float', … }
 */
export function laxInteger(input: unknown): LaxOutcome<number> {
  let value: number;
  if (typeof input === 'boolean') return { ok: true, value: input ? 1 : 0 };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return NOT_FINITE;
    if (!Number.isInteger(input))
      return refused(
        'int_from_float',
        'Input should be a valid integer, got a number with a fractional part',
      );
    value = input;
  } else if (typeof input === 'string') {
    const text = input.trim();
    if (!INTEGER_TEXT.test(text))
      return refused('int_parsing', 'Input should be a valid integer, unable to parse string as an integer');
    value = Number(text.replace(/_/g, ''));
  } else return refused('int_type', 'Input should be a valid integer');
  // Larger integers would lose digits in JavaScript; nothing on the wire needs them.
  if (!Number.isSafeInteger(value))
    return refused('int_parsing_size', 'Unable to parse input string as an integer, exceeded maximum size');
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * pydantic's lax `float`: numbers, booleans and number strings (`"2.5"`, `" 1e3 "`, `".5"`), finite only.
 *
 * @example
 * laxFloat('0.5'); // { ok: true, value: 0.5 }
 */
export function laxFloat(input: unknown): LaxOutcome<number> {
  if (typeof input === 'boolean') return { ok: true, value: input ? 1 : 0 };
  if (typeof input === 'number') return Number.isFinite(input) ? { ok: true, value: input } : NOT_FINITE;
  if (typeof input !== 'string') return refused('float_type', 'Input should be a valid number');
  const text = input.trim();
  if (NON_FINITE_TEXT.test(text)) return NOT_FINITE;
  if (!NUMBER_TEXT.test(text))
    return refused('float_parsing', 'Input should be a valid number, unable to parse string as a number');
  const value = Number(text.replace(/_/g, ''));
  return Number.isFinite(value) ? { ok: true, value } : NOT_FINITE;
}

/**
 * pydantic's lax `bool`: booleans, the numbers 0 and 1, and the words `true/false`, `yes/no`, `on/off`, `t/f`,
 * `y/n`, `1/0` in any case (not padded).
 *
 * @example
 * laxBoolean('false'); // { ok: true, value: false }
 */
export function laxBoolean(input: unknown): LaxOutcome<boolean> {
  if (typeof input === 'boolean') return { ok: true, value: input };
  const unreadable = refused('bool_parsing', 'Input should be a valid boolean, unable to interpret input');
  if (typeof input === 'number') {
    if (input === 1 || input === 0) return { ok: true, value: input === 1 };
    return Number.isInteger(input) ? unreadable : refused('bool_type', 'Input should be a valid boolean');
  }
  if (typeof input !== 'string') return refused('bool_type', 'Input should be a valid boolean');
  const word = input.toLowerCase();
  if (TRUE_WORDS.has(word)) return { ok: true, value: true };
  if (FALSE_WORDS.has(word)) return { ok: true, value: false };
  return unreadable;
}

/** A zod schema of one lax primitive: the input coerced, or the pydantic error of the input that cannot be. */
function laxSchema<T>(coerce: (input: unknown) => LaxOutcome<T>) {
  return z.unknown().transform((input, ctx) => {
    const outcome: LaxOutcome<T> = input === undefined ? refused('missing', 'Field required') : coerce(input);
    if (outcome.ok) return outcome.value;
    ctx.addIssue({
      code: 'custom',
      message: outcome.message,
      params: { pydanticType: outcome.type } satisfies PydanticIssueParams,
    });
    return z.NEVER;
  });
}

/** Bounds of a lax number, checked after coercion (pydantic's `ge`, `le`, `gt`). */
export interface LaxBounds {
  min?: number;
  max?: number;
  /** Exclusive lower bound. */
  above?: number;
}

function bounded<S extends z.ZodNumber>(schema: S, bounds: LaxBounds): S {
  let result = schema;
  if (bounds.min !== undefined) result = result.min(bounds.min) as S;
  if (bounds.max !== undefined) result = result.max(bounds.max) as S;
  if (bounds.above !== undefined) result = result.gt(bounds.above) as S;
  return result;
}

/**
 * A plain pydantic `int` (with `ge`/`le`/`gt` bounds): typed as a number for clients, lax for the server.
 *
 * @example
 * const distributionSchema = z.object({ min_submitted: laxInt({ min: 1 }) });
 */
export function laxInt(bounds: LaxBounds = {}): z.ZodType<number, number> {
  return laxSchema(laxInteger).pipe(bounded(z.number(), bounds)) as unknown as z.ZodType<number, number>;
}

/** A plain pydantic `float` (with bounds), finite. */
export function laxNumber(bounds: LaxBounds = {}): z.ZodType<number, number> {
  return laxSchema(laxFloat).pipe(bounded(z.number(), bounds)) as unknown as z.ZodType<number, number>;
}

/** A plain pydantic `bool`. */
export function laxBool(): z.ZodType<boolean, boolean> {
  return laxSchema(laxBoolean) as unknown as z.ZodType<boolean, boolean>;
}
