import { ApiError } from './ApiError';

/**
 * Whether a call failed for a reason that may pass by itself, so the same call later may work: no answer (the
 * server restarting, the network gone), a server error or a gateway answering for a server that is down (5xx),
 * or too many requests (429). A refusal (other 4xx) or a bug in the caller never passes by itself.
 *
 * @example
 * isRetryableFailure(new ApiError(0, undefined)); // true
 * isRetryableFailure(new ApiError(422, { detail: 'bad filter' })); // false
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
