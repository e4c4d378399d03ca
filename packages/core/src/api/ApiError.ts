import type { Message } from '../messages/Message';
import {
  readBusinessCode,
  readBusinessMessage,
  readLegacyCode,
  readLegacyParams,
  readStringDetail,
} from './errorBody';
import { messageForHttpError } from './messageForHttpError';

/**
 * A failed API call. `status` is 0 for a network failure. `message` is chosen from the spec's error catalogue
 * (a translatable key, or the server's string detail as `text`).
 *
 * It is not an `Error` subclass in the type system because `message` is a {@link Message}, not a string;
 * at runtime it still inherits from `Error.prototype` so generic handlers (`instanceof Error`) keep working.
 *
 * @example
 * try { await client.getMe(); } catch (error) {
 *   if (error instanceof ApiError && error.status === 401) session.getState().signOut();
 * }
 */
export class ApiError {
  readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** The parsed JSON body (or the raw text when it is not JSON); undefined for network failures. */
  readonly body: unknown;
  /** The string `detail` of an error body (shape C), when present. */
  readonly detail?: string;
  /** The top-level business `code` (shape D) or the `detail.code` of a legacy coded error (shape B). */
  readonly code?: string;
  readonly message: Message;
  readonly stack?: string;
  /** The underlying failure of a network error. */
  readonly cause?: unknown;

  constructor(status: number, body: unknown, cause?: unknown) {
    this.status = status;
    this.body = body;
    if (cause !== undefined) this.cause = cause;
    const detail = readStringDetail(body);
    if (detail !== undefined) this.detail = detail;
    const code = readBusinessCode(body) ?? readLegacyCode(body);
    if (code !== undefined) this.code = code;
    this.message = messageForHttpError(status, body);
    this.stack = new Error(`ApiError ${status}`).stack;
  }

  /**
   * The most specific human-readable reason the server (or the network layer) gave, for messages that embed it
   * such as `errors.saving`.
   */
  get reason(): string {
    if (this.detail !== undefined) return this.detail;
    const params = readLegacyParams(this.body);
    if (typeof params?.message === 'string') return params.message;
    if (typeof params?.detail === 'string') return params.detail;
    const businessMessage = readBusinessMessage(this.body);
    if (businessMessage !== undefined) return businessMessage;
    if (this.status === 0) return this.cause instanceof Error ? this.cause.message : 'network error';
    return `HTTP ${this.status}`;
  }

  toString(): string {
    return `ApiError: ${this.status} ${this.message.text ?? this.message.key}`;
  }
}
// Keeps `instanceof Error` true without forcing `message` to be a string.
Object.setPrototypeOf(ApiError.prototype, Error.prototype);

/**
 * Whether a thrown value is an {@link ApiError}.
 *
 * @example
 * if (isApiError(error) && error.status === 401) signOut();
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
