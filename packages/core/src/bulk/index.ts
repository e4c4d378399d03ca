// Bulk annotation: selection, select-all-results, confirmation and saving in groups of 10.
export {
  BULK_GROUP_SIZE,
  SELECT_ALL_RESULTS_LIMIT,
  BULK_CONFIRMATION_THRESHOLD,
  canSelectAllResults,
  needsConfirmation,
  groupsOf,
} from './bulkRules';
export type { SelectAllResultsContext } from './bulkRules';
export { BULK_MESSAGE_KEYS } from './bulkMessageKeys';
export type { ResponsesBulkBody, ResponsesBulkSender } from './sendResponsesBulk';
export { responsesBulkSenderFor } from './sendResponsesBulk';
export type { BulkRecordResult, BulkProgress, GroupedResponses } from './saveResponsesInGroups';
export { saveResponsesInGroups } from './saveResponsesInGroups';
export type {
  BulkAnnotationOptions,
  BulkMessage,
  BulkConfirmation,
  BulkAnnotationState,
  BulkAnnotationStore,
} from './createBulkAnnotationStore';
export { createBulkAnnotationStore } from './createBulkAnnotationStore';
