// The error catalogue (spec 1 §8, spec 2 §8): repository codes, situation messages, the global handler.
export { REPOSITORY_ERROR_CODES } from './repositoryErrorCodes';
export type { RepositoryErrorCode } from './repositoryErrorCodes';
export { RepositoryError, isRepositoryError } from './RepositoryError';
export { ERROR_MESSAGE_KEYS, UNKNOWN_MIDDLEWARE_STATUS } from './errorMessageKeys';
export { errorMessages } from './errorMessages';
export { errorNotifications } from './errorNotifications';
export { HTTP_STATUS_MESSAGE_KEYS, httpStatusMessageKey } from './httpStatusMessageKey';
export { responseErrorNotifications, handleResponseError } from './handleResponseError';
export type { ErrorNotifier } from './handleResponseError';
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  claimChunkReload,
} from './chunkReloadGuard';
export type { ChunkReloadGuardOptions } from './chunkReloadGuard';
