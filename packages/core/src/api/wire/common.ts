/**
 * Wire types of the v1 HTTP API (see shared/api-contract.md). This folder is the single source of truth:
 * the client parses these shapes and the reference server produces them.
 */

/** A lowercase hyphenated UUID v4 string. */
export type Uuid = string;

/** Naive UTC ISO-8601 timestamp (`2024-05-01T10:22:33.123456`); clients also accept a `Z` suffix. */
export type Timestamp = string;

export interface Timestamps {
  inserted_at: Timestamp;
  updated_at: Timestamp;
}

/** `{"items": [...]}` — the list envelope. */
export interface ItemsEnvelope<T> {
  items: T[];
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

export const ERROR_CODE_PREFIX = 'argilla.api.errors::' as const;
