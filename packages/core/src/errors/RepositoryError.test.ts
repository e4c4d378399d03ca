import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { RepositoryError, isRepositoryError } from './RepositoryError';

describe('RepositoryError', () => {
  it('carries the repository code and the underlying failure', () => {
    const cause = new ApiError(500, undefined);
    const error = new RepositoryError('ERROR_FETCHING_FIELDS', cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RepositoryError');
    expect(error.code).toBe('ERROR_FETCHING_FIELDS');
    expect(error.message).toBe('ERROR_FETCHING_FIELDS');
    expect(error.cause).toBe(cause);
    expect(new RepositoryError('GET_AGENTS').cause).toBeUndefined();
  });

  it('is recognised, optionally by code', () => {
    const error = new RepositoryError('ERROR_FETCHING_DATASET_INFO');
    expect(isRepositoryError(error)).toBe(true);
    expect(isRepositoryError(error, 'ERROR_FETCHING_DATASET_INFO')).toBe(true);
    expect(isRepositoryError(error, 'ERROR_FETCHING_WORKSPACE_INFO')).toBe(false);
    expect(isRepositoryError(new Error('ERROR_FETCHING_DATASET_INFO'))).toBe(false);
  });
});
