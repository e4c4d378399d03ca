import { z } from './zod';
import type { PydanticIssueParams } from './common';

const HEX = /[0-9a-fA-F]/;

/**
 * Why `value` is not a UUID, in pydantic's words, or null when it is one. Accepts what Python's UUID
 * parser accepts: 32 hex digits with or without hyphens, optionally prefixed by `urn:uuid:`.
 */
export function uuidProblem(value: string): string | null {
  const body = value.toLowerCase().startsWith('urn:uuid:') ? value.slice(9) : value;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (!HEX.test(ch) && ch !== '-') {
      return `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${ch}\` at ${i + 1}`;
    }
  }
  const hex = body.replace(/-/g, '');
  if (body.includes('-')) {
    const groups = body.split('-');
    if (groups.length !== 5) return `invalid group count: expected 5, found ${groups.length}`;
    const expected = [8, 4, 4, 4, 12];
    for (let i = 0; i < 5; i += 1) {
      if ((groups[i] as string).length !== expected[i]) {
        return `invalid group length in group ${i}: expected ${expected[i]}, found ${(groups[i] as string).length}`;
      }
    }
    return null;
  }
  return hex.length === 32
    ? null
    : `invalid length: expected length 32 for simple format, found ${hex.length}`;
}

/** Lowercase hyphenated form of a valid UUID. */
export function normalizeUuid(value: string): string {
  const hex = value
    .replace(/^urn:uuid:/i, '')
    .replace(/-/g, '')
    .toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const uuidIssue = (type: string, message: string) => ({
  code: 'custom' as const,
  message,
  params: { pydanticType: type } satisfies PydanticIssueParams,
});

/**
 * A UUID (pydantic `uuid_parsing` / `uuid_type` errors), normalized to lowercase hyphenated form. It reads
 * any value so that a number gets pydantic's UUID message, not a string-type one; clients send strings.
 */
export const uuidSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === undefined) ctx.addIssue(uuidIssue('missing', 'Field required'));
    else if (typeof value !== 'string')
      ctx.addIssue(uuidIssue('uuid_type', 'UUID input should be a string, bytes or UUID object'));
    else {
      const problem = uuidProblem(value);
      if (problem) ctx.addIssue(uuidIssue('uuid_parsing', `Input should be a valid UUID, ${problem}`));
    }
  })
  .transform((value) => normalizeUuid(value as string)) as unknown as z.ZodType<string, string>;
