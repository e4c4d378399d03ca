// Wire types: the single source of truth shared by client and server.
export * from './api/wire';

// Messages
export type { Message } from './messages/Message';
export { createMessage } from './messages/Message';
export {
  CORE_MESSAGE_KEYS,
  BUSINESS_LOGIC_KEY_PREFIX,
  KNOWN_BUSINESS_CODES,
} from './messages/coreMessageKeys';
export { messageOfError, reasonOfError } from './messages/messageOfError';

// API client
export { ApiError, isApiError } from './api/ApiError';
export { messageForHttpError } from './api/messageForHttpError';
export type { ApiCredentials, QueryParams } from './api/createRequester';
export { createApiClient } from './api/createApiClient';
export type { ApiClient, ApiClientOptions, ReadOptions, SearchRecordsParams } from './api/createApiClient';

// Domain model
export type { UtcTimestamp } from './model/timestamp';
export { toUtcTimestamp, timestampToMillis } from './model/timestamp';
export type { User } from './model/User';
export { toUser, avatarOf, isAdminOrOwner } from './model/User';
export type { Workspace } from './model/Workspace';
export { toWorkspace } from './model/Workspace';
export type { Dataset } from './model/Dataset';
export { toDataset } from './model/Dataset';
export type { Field } from './model/Field';
export { toField, groupOfName } from './model/Field';
export type { Question, QuestionOption } from './model/Question';
export { toQuestion } from './model/Question';
export type { LabelPalette } from './model/labelColor';
export { labelHue, labelPalette } from './model/labelColor';
export type { AnswerValue, RankingAnswerItem, SpanAnswerItem, TableAnswer } from './model/AnswerValue';
export type { Suggestion } from './model/Suggestion';
export { toSuggestion, roundToOneDecimal } from './model/Suggestion';
export type { RecordResponse } from './model/RecordResponse';
export { toRecordResponse, DURATION_KEY } from './model/RecordResponse';
export type { AnnotationRecord, AnnotationStatus, RecordContext } from './model/AnnotationRecord';
export { toAnnotationRecord } from './model/AnnotationRecord';
export type { Metrics, MetricsPercentages } from './model/Metrics';
export { toMetrics } from './model/Metrics';
export type { DatasetProgress } from './model/DatasetProgress';
export { toDatasetProgress } from './model/DatasetProgress';

// Session and SDK
export type { KeyValueStorage } from './session/KeyValueStorage';
export { createMemoryStorage } from './session/KeyValueStorage';
export type { SessionState, SessionStoreOptions } from './session/createSessionStore';
export { createSessionStore, TOKEN_STORAGE_KEY } from './session/createSessionStore';
export type {
  ExternalCredentials,
  ExternalCredentialsOptions,
  TokenProvider,
} from './session/createExternalCredentials';
export { createExternalCredentials } from './session/createExternalCredentials';
export type { Marginalia, MarginaliaOptions } from './sdk/createMarginalia';
export { createMarginalia } from './sdk/createMarginalia';

// i18n
export type { I18nOptions } from './i18n/createI18nInstance';
export { createI18n } from './i18n/createI18n';
export type { SupportedLanguage } from './i18n/supportedLanguages';
export { SUPPORTED_LANGUAGES } from './i18n/supportedLanguages';
export type { LazyI18n } from './i18n/createLazyI18n';
export { createLazyI18n } from './i18n/createLazyI18n';
export type { TranslationBundle, TranslationTree } from './i18n/translationBundle';
export { defineTranslations, ensureTranslations } from './i18n/translationBundle';

// observers: the base of long-lived workflows
export { Subscribable } from './observer/Subscribable';
export { Observer, type ResultListener } from './observer/Observer';
export { mergeCleanups } from './observer/mergeCleanups';
export type { QueryOptions, QueryResult } from './observer/QueryObserver';
export { QueryObserver } from './observer/QueryObserver';
export { myWorkspacesQuery } from './session/myWorkspacesQuery';

// Home dataset list
export type { DatasetSummary } from './datasets/DatasetSummary';
export { toDatasetSummary } from './datasets/DatasetSummary';
export type { DatasetListState, DatasetListStoreOptions } from './datasets/createDatasetListStore';
export { createDatasetListStore } from './datasets/createDatasetListStore';

// Annotation workflows: the record queue, focus and bulk annotation, keyboard shortcuts
export * from './annotation';
export * from './queue';
export * from './bulk';
export * from './keyboard';

// Field rendering rules, label option lists, span editing and ranking moves
export * from './fields';
export * from './questions';
export * from './span';
export * from './ranking';

// Reference tables
export * from './table';

// Documents beside records, and the LLM fill-in of reference tables
export * from './documents';
export * from './extraction';
// Dataset settings
export * from './settings';

// Record criteria and their URL form
export * from './criteria';

// App shell rules: theme, language, home
export * from './theme';
export * from './language';
export * from './home';

// Platform: GET cache, error catalogue, notifications
export * from './api/cache';
export * from './errors';
export * from './notifications';
export type { DatasetProgressOptions, DatasetProgressResult } from './progress/DatasetProgressObserver';
export { DatasetProgressObserver } from './progress/DatasetProgressObserver';

// Datasets from the hub, export to the hub, background jobs
export * from './creation';
export * from './export';
export * from './jobs';
