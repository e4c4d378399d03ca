// Datasets from the hub: the hub client, inference, the configuration and the creation sequence.
export * from './hubUrls';
export * from './createHubDatasetClient';
export * from './createServerHubClient';
export * from './createHubImportStore';
export * from './creationDraft';
export * from './questionDraft';
export * from './inferSubset';
export * from './questionValidation';
export * from './creationRequest';
export type { CreationWorkspace, CreateDatasetFromHubOptions } from './createDatasetFromHub';
export {
  createDatasetFromHub,
  DatasetCreationError,
  CREATION_POLL_TRIES,
  CREATION_POLL_INTERVAL_MS,
  CREATION_MIN_RECORDS,
} from './createDatasetFromHub';
export * from './loadHubDatasetDraft';
export * from './createDatasetCreationStore';
export * from './creationSelectors';
