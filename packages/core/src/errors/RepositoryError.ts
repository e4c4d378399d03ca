import type { RepositoryErrorCode } from './repositoryErrorCodes';

/**
 * A failed data call, named by its repository code (spec 1 §8); the underlying failure (usually an `ApiError`)
 * is kept as `cause` so callers can still read its status and message.
 *
 * @example
 * try { await client.getFields(datasetId); }
 * catch (error) { throw new RepositoryError('ERROR_FETCHING_FIELDS', error); }
 */
export class RepositoryError extends Error {
  override readonly name = 'RepositoryError';
  readonly code: RepositoryErrorCode;

  constructor(code: RepositoryErrorCode, cause?: unknown) {
    super(code, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

/**
 * Whether a thrown value is a {@link RepositoryError}, optionally with the given code.
 *
 * @example
 * if (isRepositoryError(error, 'ERROR_FETCHING_DATASET_INFO')) goHome();
 */
export function isRepositoryError(value: unknown, code?: RepositoryErrorCode): value is RepositoryError {
  return value instanceof RepositoryError && (code === undefined || value.code === code);
}
