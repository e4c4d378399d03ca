/**
 * Every message key the core emits, in namespace `core` (`locales/<lng>/core.json`). Stores and the API client
 * only use these constants, so a test can prove each one has an English text.
 */
export const CORE_MESSAGE_KEYS = {
  http401: 'http.401',
  http404: 'http.404',
  http429: 'http.429',
  http500: 'http.500',
  httpNetwork: 'http.network',
  /** Any other failed status; params `{ status }`. */
  httpOther: 'http.other',
  loginError: 'login.error',
  /** Params `{ error }`: the reason the draft could not be saved. */
  errorsSaving: 'errors.saving',
  /** Params `{ id }`. */
  errorsDatasetInfo: 'errors.datasetInfo',
  /** Params `{ id }`. */
  errorsWorkspaceInfo: 'errors.workspaceInfo',
  errorsDatasetAndWorkspaceInfo: 'errors.datasetAndWorkspaceInfo',
  completeRequiredResponses: 'annotation.completeRequiredResponses',
  taskDistributionCompleted: 'taskDistributionCompleted',
  datasetEmptyForAdmin: 'datasetEmptyForAdmin',
  datasetEmptyForAnnotator: 'datasetEmptyForAnnotator',
  /** Params `{ status }`. */
  noRecordsFound: 'noRecordsFound',
  /** In review-status order, a status held by more than 250 records shows its first 250. */
  reviewSortCapped: 'reviewSortCapped',
  noDraftRecordsToReview: 'noDraftRecordsToReview',
  noSubmittedRecords: 'noSubmittedRecords',
  noPendingRecordsToAnnotate: 'noPendingRecordsToAnnotate',
  /** Params `{ status }`. */
  noRecords: 'noRecords',
  /** A view scoped to one record (an embedder's `record-id`) that is not in the dataset; params `{ id }`. */
  recordNotFound: 'recordNotFound',
} as const;

/** Prefix of the keys for coded business errors (shape D `code`): `validations.businessLogic.<code>`. */
export const BUSINESS_LOGIC_KEY_PREFIX = 'validations.businessLogic.';

/** The business error codes the server can send (contract §3, shape D). */
export const KNOWN_BUSINESS_CODES = [
  'missing_vector',
  'update_distribution_with_existing_responses',
] as const;
