import type { PydanticIssueParams, ValidationErrorItem } from '@marginalia/core';
import type { z } from 'zod';

/** Where a validated value came from; the first element of every pydantic `loc`. */
export type InputLocation = 'body' | 'query' | 'path';

const typeNames: Record<string, { type: string; msg: string }> = {
  string: { type: 'string_type', msg: 'Input should be a valid string' },
  number: { type: 'float_type', msg: 'Input should be a valid number' },
  int: { type: 'int_type', msg: 'Input should be a valid integer' },
  boolean: { type: 'bool_type', msg: 'Input should be a valid boolean' },
  array: { type: 'list_type', msg: 'Input should be a valid list' },
  object: { type: 'dict_type', msg: 'Input should be a valid dictionary' },
  record: { type: 'dict_type', msg: 'Input should be a valid dictionary' },
};

/** Python-style quoting of an allowed value in enum/literal messages. */
function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/**
 * A sent value as text for a message. `String` throws for an object whose `toString` is not a function (a JSON body
 * can send `{"toString": []}`): such a value reads as a plain object does.
 */
function printable(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** `'a', 'b' or 'c'` — pydantic's list of expected values. */
export function expectedList(values: readonly unknown[]): string {
  const quoted = values.map(quote);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function lengthOf(input: unknown): number {
  return Array.isArray(input) ? input.length : 0;
}

type Translated = { type: string; msg: string; suffix: (string | number)[] };

function invalidType(issue: z.core.$ZodIssueInvalidType, input: unknown): Translated {
  if (input === undefined) return { type: 'missing', msg: 'Field required', suffix: [] };
  if (issue.expected === 'int' && typeof input === 'number') {
    return {
      type: 'int_from_float',
      msg: 'Input should be a valid integer, got a number with a fractional part',
      suffix: [],
    };
  }
  const known = typeNames[issue.expected] ?? {
    type: `${issue.expected}_type`,
    msg: `Input should be a valid ${issue.expected}`,
  };
  return { ...known, suffix: [] };
}

function tooSmall(issue: z.core.$ZodIssueTooSmall, input: unknown): Translated {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    return {
      type: 'string_too_short',
      msg: `String should have at least ${plural(min, 'character')}`,
      suffix: [],
    };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return {
      type: 'too_short',
      msg: `List should have at least ${plural(min, 'item')} after validation, not ${lengthOf(input)}`,
      suffix: [],
    };
  }
  return issue.inclusive
    ? { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${min}`, suffix: [] }
    : { type: 'greater_than', msg: `Input should be greater than ${min}`, suffix: [] };
}

function tooBig(issue: z.core.$ZodIssueTooBig, input: unknown): Translated {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') {
    return {
      type: 'string_too_long',
      msg: `String should have at most ${plural(max, 'character')}`,
      suffix: [],
    };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return {
      type: 'too_long',
      msg: `List should have at most ${plural(max, 'item')} after validation, not ${lengthOf(input)}`,
      suffix: [],
    };
  }
  return issue.inclusive
    ? { type: 'less_than_equal', msg: `Input should be less than or equal to ${max}`, suffix: [] }
    : { type: 'less_than', msg: `Input should be less than ${max}`, suffix: [] };
}

function invalidUnion(issue: z.core.$ZodIssueInvalidUnion, input: unknown): Translated {
  const discriminated = issue as z.core.$ZodIssueInvalidUnion & {
    discriminator?: string;
    options?: unknown[];
  };
  if (discriminated.discriminator) {
    const tag =
      input && typeof input === 'object'
        ? (input as Record<string, unknown>)[discriminated.discriminator]
        : undefined;
    if (tag === undefined) {
      return {
        type: 'union_tag_not_found',
        msg: `Unable to extract tag using discriminator '${discriminated.discriminator}'`,
        suffix: [],
      };
    }
    return {
      type: 'union_tag_invalid',
      msg: `Input tag '${printable(tag)}' found using '${discriminated.discriminator}' does not match any of the expected tags: ${(discriminated.options ?? []).map(quote).join(', ')}`,
      suffix: [],
    };
  }
  return { type: 'union_type', msg: 'Input does not match any of the allowed types', suffix: [] };
}

function translate(issue: z.core.$ZodIssue): Translated {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue, input);
    case 'too_small':
      return tooSmall(issue, input);
    case 'too_big':
      return tooBig(issue, input);
    case 'invalid_value':
      return issue.values.length === 1
        ? { type: 'literal_error', msg: `Input should be ${expectedList(issue.values)}`, suffix: [] }
        : { type: 'enum', msg: `Input should be ${expectedList(issue.values)}`, suffix: [] };
    case 'invalid_union':
      return invalidUnion(issue, input);
    case 'invalid_format': {
      const pattern = (issue as { pattern?: string }).pattern ?? issue.format;
      return { type: 'string_pattern_mismatch', msg: `String should match pattern '${pattern}'`, suffix: [] };
    }
    case 'custom': {
      const params = (issue.params ?? {}) as PydanticIssueParams;
      if (params.pydanticType)
        return { type: params.pydanticType, msg: issue.message, suffix: params.locSuffix ?? [] };
      return { type: 'value_error', msg: `Value error, ${issue.message}`, suffix: params.locSuffix ?? [] };
    }
    default:
      return { type: 'value_error', msg: `Value error, ${issue.message}`, suffix: [] };
  }
}

/**
 * Converts zod issues into pydantic-style error items (`type`, `loc`, `msg`), the body of shape A.
 * The discriminated-union issue is reported at the union itself (pydantic has no `type` loc segment).
 */
export function toPydanticErrors(
  issues: readonly z.core.$ZodIssue[],
  location: InputLocation,
): ValidationErrorItem[] {
  return issues.map((issue) => {
    const { type, msg, suffix } = translate(issue);
    let path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'invalid_union' && 'discriminator' in issue) path = path.slice(0, -1);
    return { type, loc: [location, ...path, ...suffix], msg };
  });
}
