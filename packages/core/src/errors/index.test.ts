import { describe, expect, it } from 'vitest';
import * as errors from './index';

describe('errors public API', () => {
  it('exports the catalogue, the global handler and the chunk reload guard', () => {
    for (const name of [
      'RepositoryError',
      'isRepositoryError',
      'httpStatusMessageKey',
      'responseErrorNotifications',
      'handleResponseError',
      'isChunkLoadError',
      'claimChunkReload',
    ] as const) {
      expect(typeof errors[name]).toBe('function');
    }
    expect(errors.REPOSITORY_ERROR_CODES.ERROR_FETCHING_DATASET_INFO).toBe('ERROR_FETCHING_DATASET_INFO');
    expect(errors.CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(errors.UNKNOWN_MIDDLEWARE_STATUS).toBe(500);
    expect(errors.errorMessages.bulkPartialFailure()).toEqual({
      key: errors.ERROR_MESSAGE_KEYS.bulkAnnotation,
    });
    expect(errors.errorNotifications.documentSegments().type).toBe('danger');
    expect(errors.HTTP_STATUS_MESSAGE_KEYS[404]).toBe('http.404');
  });
});
