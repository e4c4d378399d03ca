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
export { createDatasetFromHub, DatasetCreationError } from './createDatasetFromHub';
export * from './firstRecordsFollower';
export * from './loadHubDatasetDraft';
export * from './createDatasetCreationStore';
export * from './createDatasetCreationSession';
export * from './hubDraftHandOff';
export * from './creationSelectors';
