import { z } from './zod';

/**
 * The building blocks of the v1 wire format (shared/api-contract.md). Every wire file of this folder builds its
 * request and response shapes from these; the TypeScript types are inferred from the schemas.
 */

/** A lowercase hyphenated UUID v4 string. */
export type Uuid = string;

/** Naive UTC ISO-8601 timestamp (`2024-05-01T10:22:33.123456`); clients also accept a `Z` suffix. */
export type Timestamp = string;

export const timestampsSchema = z.object({ inserted_at: z.string(), updated_at: z.string() });
export type Timestamps = z.infer<typeof timestampsSchema>;

/** `{"items": [...]}`, the list envelope. */
export function itemsEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
export interface ItemsEnvelope<T> {
  items: T[];
}

/**
 * What a schema attaches to a custom issue to control the pydantic error the server answers: `pydanticType`
 * replaces `value_error` and the message is used verbatim (no `Value error, ` prefix).
 */
export interface PydanticIssueParams {
  pydanticType?: string;
  /** Extra loc segments pydantic puts after the issue path (e.g. a discriminated-union tag). */
  locSuffix?: (string | number)[];
}

/** A string of `min`–`max` characters (pydantic `constr(min_length, max_length)`). */
export function boundedString(min: number, max?: number) {
  const base = z.string().min(min);
  return max === undefined ? base : base.max(max);
}

/** A string trimmed before its length is checked (pydantic `strip_whitespace=True`). */
export function trimmedString(min: number, max?: number) {
  return z.string().trim().pipe(boundedString(min, max));
}

/** An optional value whose absence reads as `null` (pydantic `Optional[X] = None`). */
export function nullable<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? null);
}

/** A JSON object of unknown shape (pydantic `dict`). */
export const jsonObject = z.record(z.string(), z.unknown());

/**
 * The original server's update bodies accept a key's absence but refuse an explicit `null` for some keys:
 * `The following keys must have non-null values: a, b`.
 */
export function refuseNulls<K extends string>(keys: readonly K[]) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx): void => {
    const nulls = keys.filter((key) => value[key] === null);
    if (nulls.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The following keys must have non-null values: ${nulls.join(', ')}`,
      });
    }
  };
}

/** Shape A: request validation (422). */
export interface ValidationErrorItem {
  type: string;
  loc: (string | number)[];
  msg: string;
}
export interface ValidationErrorBody {
  detail: {
    code: 'argilla.api.errors::ValidationError';
    params: { errors: ValidationErrorItem[] };
  };
}

/** Shape B: legacy coded errors (401, 403, 400, 404, 409, 500). */
export interface CodedErrorBody {
  detail: {
    code: `argilla.api.errors::${string}`;
    params: Record<string, unknown>;
  };
}

/** Shape C: business errors with a human readable string detail. */
export interface StringErrorBody {
  detail: string;
}

/** Shape D: coded business errors (only `missing_vector` and `update_distribution_with_existing_responses`). */
export interface BusinessErrorBody {
  code: string;
  message: string;
}

export type ErrorBody = ValidationErrorBody | CodedErrorBody | StringErrorBody | BusinessErrorBody;
