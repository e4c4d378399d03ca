// Annotation workflows of the focus and bulk views: the store, answers and validity, response saving,
// draft auto-save support, the outbox and the unsaved-change guard.
export type { AnswerValidity, ValidatedQuestion } from './answerValidity';
export { answerValidity, isSendable, validityOf, isRecordComplete } from './answerValidity';
export { toResponseValues, hasAnyAnswer, isNonEmptyAnswer, hasNonEmptyAnswer } from './responseValues';
export { initialAnswers } from './initialAnswers';
export {
  CONTEXT_RELEVANT_QUESTION,
  isPrefillSuggestion,
  withContextRelevantPreAnswer,
} from './contextRelevant';
export { pendingQueueSearchBody } from './pendingQueueSearchBody';
export type { EmptyStateContext, RecordViewStatus } from './emptyState';
export { emptyStateMessage } from './emptyState';
export { loadEmptyState } from './loadEmptyState';
export type { EmptyStateSources } from './loadEmptyState';
export type { DatasetInfoResult } from './loadDatasetInfo';
export { loadDatasetInfo } from './loadDatasetInfo';
export type { AnswerTimer } from './createAnswerTimer';
export { createAnswerTimer } from './createAnswerTimer';
export type { RelativeTime, RelativeTimeUnit } from './relativeTime';
export { relativeTimeBetween, RELATIVE_TIME_REFRESH_MS } from './relativeTime';
export type {
  VisibilitySignal,
  OnlineSignal,
  IntervalTimers,
  OnlineEventSource,
  VisibilityEventSource,
} from './environmentSignals';
export { onlineSignalOf, visibilitySignalOf, defaultIntervalTimers } from './environmentSignals';
export type { RespondedRecord } from './saveRecordResponse';
export { saveRecordResponse, deleteRecordResponse, isNetworkError } from './saveRecordResponse';
export type {
  OutboxEntry,
  OutboxFlushResult,
  ResponseOutboxOptions,
  ResponseOutbox,
} from './createResponseOutbox';
export { createResponseOutbox, outboxStorageKey } from './createResponseOutbox';
export { OUTBOX_RETRY_MS, retryOutbox } from './retryOutbox';
export { QUEUE_RETRY_MS, retryQueueLoad } from './retryQueueLoad';
export type { UnsavedChangeGuardOptions, UnsavedChangeGuard } from './createUnsavedChangeGuard';
export { createUnsavedChangeGuard } from './createUnsavedChangeGuard';
export { ANNOTATION_MESSAGE_KEYS } from './annotationMessageKeys';
export { locksAnswers } from './answerLock';
export type {
  AnnotationState,
  AnnotationStoreOptions,
  AnnotationAction,
  AnnotationStore,
  DraftSaveStatus,
  PendingConfirmation,
} from './createAnnotationStore';
export { createAnnotationStore, AUTOSAVE_AFTER_MS } from './createAnnotationStore';
export type { ViewFailure } from './viewFailure';
export { viewFailureOf } from './viewFailure';
export type { AnnotationSdk, AnnotationSession, AnnotationSessionAdapters } from './createAnnotationSession';
export { createAnnotationSession } from './createAnnotationSession';
export type { AnnotationEvent, AnnotationEventType, AnnotationEventListener } from './annotationEvents';
export { annotationEventOf } from './annotationEvents';
export type { RecordFormState, RecordIntents } from './recordForm';
export { selectRecordForm, selectBulkForm, recordIntentsOf, selectCanClear } from './recordForm';
export type { ScreenState } from './screenState';
export { selectScreenState } from './screenState';
export {
  teamProgressQuery,
  vectorSettingsQuery,
  metadataPropertiesQuery,
  suggestionAgentsQuery,
  metadataMetricsQuery,
} from './annotationViewQueries';
