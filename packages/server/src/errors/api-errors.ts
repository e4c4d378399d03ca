import type { ValidationErrorItem } from '@marginalia/core';

/**
 * The errors services and routes throw. Each class knows its status and which of the contract's four
 * error-body shapes (§3) it produces; `toErrorResponse` turns them into bodies.
 */
export abstract class ApiError extends Error {
  abstract readonly status: number;
  abstract body(): unknown;
  /** Response headers the error adds (e.g. `Retry-After`). */
  headers(): Record<string, string> {
    return {};
  }
}

const CODE_PREFIX = 'argilla.api.errors::';

/** Shape B error: `{"detail": {"code": "argilla.api.errors::<Class>", "params": {...}}}`. */
abstract class CodedApiError extends ApiError {
  abstract readonly code: string;
  constructor(readonly params: Record<string, unknown>) {
    super(String(params['detail'] ?? params['message'] ?? ''));
  }
  body(): unknown {
    return { detail: { code: `${CODE_PREFIX}${this.code}`, params: this.params } };
  }
}

/** The 401 details of a signed file link (`GET /file/...?expires=&signature=`) that does not open its file. */
export const FILE_LINK_EXPIRED = 'This file link has expired: read the document again for a new link';
export const FILE_LINK_INVALID = 'This file link is not valid for this file';

/**
 * 401: missing or unknown credentials (`Could not validate credentials`), a bad token (`Invalid token`), or a
 * file link that is past its expiry or was not signed for the file asked for.
 */
export class UnauthorizedError extends CodedApiError {
  readonly status = 401;
  readonly code = 'UnauthorizedError';
  constructor(
    detail:
      | 'Could not validate credentials'
      | 'Invalid token'
      | typeof FILE_LINK_EXPIRED
      | typeof FILE_LINK_INVALID = 'Could not validate credentials',
  ) {
    super({ detail });
  }
}

/** 403: the caller's role or membership does not allow the operation. */
export class ForbiddenOperationError extends CodedApiError {
  readonly status = 403;
  readonly code = 'ForbiddenOperationError';
  constructor() {
    super({ detail: 'Operation not allowed' });
  }
}

/** 400 shape B with a message. */
export class BadRequestError extends CodedApiError {
  readonly status = 400;
  readonly code = 'BadRequestError';
  constructor(message: string) {
    super({ message });
  }
}

/** 500 shape B for anything unexpected. */
export class GenericServerError extends CodedApiError {
  readonly status = 500;
  readonly code = 'GenericServerError';
  constructor(message: string) {
    super({ type: 'builtins.RuntimeError', message });
  }
}

/** Shape C error: `{"detail": "<message>"}`. */
abstract class DetailApiError extends ApiError {
  body(): unknown {
    return { detail: this.message };
  }
}

/** 404 with a string detail, e.g. ``Dataset with id `…` not found``. */
export class NotFoundError extends DetailApiError {
  readonly status = 404;

  /** The contract's "not found by id" message for a model name such as `Dataset`. */
  static byId(model: string, id: string): NotFoundError {
    return new NotFoundError(`${model} with id \`${id}\` not found`);
  }
}

/** 409 with a string detail (uniqueness violations). */
export class ConflictError extends DetailApiError {
  readonly status = 409;
}

/** 422 with a string detail (business rule violations). */
export class UnprocessableEntityError extends DetailApiError {
  readonly status = 422;
}

/** 502 with a string detail: a service this server depends on (the hub) failed or could not be reached. */
export class BadGatewayError extends DetailApiError {
  readonly status = 502;
}

/** 413 with a string detail: an upload over the configured size limit. */
export class PayloadTooLargeError extends DetailApiError {
  readonly status = 413;
}

/** 429 with a string detail: a service this server depends on (the model) asks to slow down. */
export class TooManyRequestsError extends DetailApiError {
  readonly status = 429;
  constructor(
    message: string,
    /** Seconds the caller should wait, when the service said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
  override headers(): Record<string, string> {
    return this.retryAfterSeconds === null ? {} : { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** 503 with a string detail: a feature whose outside service is not configured. */
export class ServiceUnavailableError extends DetailApiError {
  readonly status = 503;
}

/** 504 with a string detail: a service this server depends on did not answer in time. */
export class GatewayTimeoutError extends DetailApiError {
  readonly status = 504;
}

/** Shape A: request validation failures (422), items already in pydantic form. */
export class RequestValidationError extends ApiError {
  readonly status = 422;
  constructor(readonly errors: ValidationErrorItem[]) {
    super(errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; '));
  }
  body(): unknown {
    return { detail: { code: `${CODE_PREFIX}ValidationError`, params: { errors: this.errors } } };
  }
}

/** Shape D: coded business error without a `detail` key (e.g. `missing_vector`). */
export class CodedBusinessError extends ApiError {
  readonly status = 422;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  body(): unknown {
    return { code: this.code, message: this.message };
  }
}
