// Datasets from the hub: the hub client, inference, the configuration and the creation sequence.
export type { HubUrls } from './hubUrls';
export { PUBLIC_HUB_URLS, hubUrlsFromSettings, hubDatasetPageUrl } from './hubUrls';
export type {
  HubConfigInfo,
  HubDatasetClient,
  HubDatasetClientOptions,
  HubFeature,
  HubFirstRows,
  HubParquetFile,
  HubStatistics,
} from './createHubDatasetClient';
export { createHubDatasetClient, HubRequestError } from './createHubDatasetClient';
export { createServerHubClient } from './createServerHubClient';
export type { HubImportState } from './createHubImportStore';
export { createHubImportStore } from './createHubImportStore';
export type { HubFeatureKind, MetadataDtype } from './hubFeatureKind';
export { hubFeatureKind, METADATA_DTYPES } from './hubFeatureKind';
export type {
  CreationFieldType,
  CreationQuestionType,
  DatasetCreationDraft,
  CreationFieldDraft,
  CreationMetadataDraft,
  CreationQuestionDraft,
  SubsetDraft,
} from './creationDraft';
export {
  CREATION_FIELD_TYPES,
  CREATION_QUESTION_TYPES,
  CREATION_PANEL_DEFAULTS,
  textFieldNames,
  selectedSubsetOf,
} from './creationDraft';
export {
  QUESTION_OPTION_DEFAULTS,
  DEFAULT_RATING_VALUES,
  RATING_MIN,
  RATING_MAX,
  createQuestionDraft,
  uniqueQuestionName,
  parseLabelOptions,
  formatLabelOptions,
  ratingValuesUpTo,
  nextRankingOption,
  canRemoveRankingOption,
} from './questionDraft';
export { inferSubset, datasetNameOfRepo, EXTERNAL_ID_COLUMN, RESERVED_COLUMN_NAMES } from './inferSubset';
export type { CreationValidationKey } from './questionValidation';
export {
  CREATION_VALIDATION_KEYS,
  validateQuestion,
  visibleQuestionErrors,
  validateSubset,
} from './questionValidation';
export type { CreationRequest } from './creationRequest';
export { creationRequest, creationMapping } from './creationRequest';
export type { CreationWorkspace, CreateDatasetFromHubOptions } from './createDatasetFromHub';
export {
  createDatasetFromHub,
  DatasetCreationError,
  CREATION_POLL_TRIES,
  CREATION_POLL_INTERVAL_MS,
  CREATION_MIN_RECORDS,
} from './createDatasetFromHub';
export { loadHubDatasetDraft } from './loadHubDatasetDraft';
export type {
  CreationDialogState,
  DatasetCreationState,
  DatasetCreationStoreOptions,
} from './createDatasetCreationStore';
export { createDatasetCreationStore } from './createDatasetCreationStore';
export type { PreviewField } from './creationSelectors';
export {
  selectSubset,
  selectQuestionErrors,
  selectFirstCreationError,
  selectCanCreate,
  selectPreviewFields,
} from './creationSelectors';
