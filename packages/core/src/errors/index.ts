// The error catalogue (spec 1 §8, spec 2 §8): repository codes, situation messages, the global handler.
export * from './repositoryErrorCodes';
export * from './RepositoryError';
export * from './errorMessageKeys';
export * from './errorMessages';
export * from './errorNotifications';
export * from './httpStatusMessageKey';
export * from './handleResponseError';
export * from './chunkReloadGuard';
