import { ApiError } from './ApiError';

/** Called on a 401 of a signed request; see `RequesterOptions.onUnauthorized`. */
export type OnUnauthorized = (error: ApiError, afterRetry: boolean) => boolean | Promise<boolean>;

/** Runs one attempt of a request, and once more after a 401 when new credentials are ready. */
export type UnauthorizedRetry = <R>(anonymous: boolean | undefined, attempt: () => Promise<R>) => Promise<R>;

/**
 * The retry after an expired session: a signed request answering 401 asks `onUnauthorized` for
 * new credentials and is sent once more when they are ready; a second 401 is the answer, reported with
 * `afterRetry`. Anonymous requests, or a requester without `onUnauthorized`, never retry.
 */
export function createUnauthorizedRetry(onUnauthorized: OnUnauthorized | undefined): UnauthorizedRetry {
  const isExpired = (error: unknown, anonymous: boolean | undefined): error is ApiError =>
    error instanceof ApiError && error.status === 401 && !anonymous && onUnauthorized !== undefined;

  return async (anonymous, attempt) => {
    try {
      return await attempt();
    } catch (error) {
      if (!isExpired(error, anonymous) || !(await onUnauthorized!(error, false))) throw error;
    }
    try {
      return await attempt();
    } catch (error) {
      // One retry at most: a second 401 is the answer.
      if (isExpired(error, anonymous)) await onUnauthorized!(error, true);
      throw error;
    }
  };
}
