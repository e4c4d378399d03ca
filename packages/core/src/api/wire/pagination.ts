import { z } from './zod';
import type { PydanticIssueParams } from './common';

/** An integer query parameter parsed from its string form, with pydantic's `int_parsing` error. */
export function queryInt(bounds: { min?: number; max?: number }, fallback: number) {
  let schema = z.int();
  if (bounds.min !== undefined) schema = schema.min(bounds.min);
  if (bounds.max !== undefined) schema = schema.max(bounds.max);
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const text = String(raw).trim();
      if (!/^[+-]?\d+$/.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Input should be a valid integer, unable to parse string as an integer',
          params: { pydanticType: 'int_parsing' } satisfies PydanticIssueParams,
        });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(schema);
}

/** Query of record listing and search: `offset` (≥ 0, default 0), `limit` (1–1000, default 50), `include`. */
export const paginationQuerySchema = z.object({
  offset: queryInt({ min: 0 }, 0),
  limit: queryInt({ min: 1, max: 1000 }, 50),
  include: z.array(z.string()).optional(),
});
