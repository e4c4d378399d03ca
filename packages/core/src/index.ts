// Wire types: the single source of truth shared by client and server.
export * from './api/wire';

// Messages
export * from './messages/Message';
export * from './messages/coreMessageKeys';
export * from './api/messageOfError';

// API client
export * from './api/ApiError';
export * from './api/messageForHttpError';
export type { ApiCredentials, QueryParams } from './api/createRequester';
export * from './api/createApiClient';

// Domain model
export * from './model/timestamp';
export * from './model/User';
export * from './model/Workspace';
export * from './model/Dataset';
export * from './model/Field';
export * from './model/Question';
export * from './model/typeNames';
export * from './model/labelColor';
export * from './model/AnswerValue';
export * from './model/Suggestion';
export * from './model/RecordResponse';
export * from './model/AnnotationRecord';
export * from './model/Metrics';
export * from './model/DatasetProgress';

// Environment ports, session and SDK
export * from './environment';
export * from './session/createSessionStore';
export * from './session/createExternalCredentials';
export * from './sdk/createMarginalia';

// i18n
export type { I18nOptions } from './i18n/createI18nInstance';
export { createI18n } from './i18n/createI18n';
export * from './i18n/supportedLanguages';
export * from './i18n/createLazyI18n';
export * from './i18n/translationBundle';
export { plainText } from './i18n/plainTextCache';

// observers: the base of long-lived workflows
export * from './observer/Subscribable';
export * from './observer/Observer';
export * from './observer/mergeCleanups';
export * from './observer/sessionLifecycle';
export * from './observer/QueryObserver';
export * from './observer/staleWhenInvalidated';
export * from './session/myWorkspacesQuery';

// Home dataset list
export * from './datasets/DatasetSummary';
export * from './datasets/createDatasetListStore';
export * from './datasets/DatasetOverview';
export * from './datasets/readDatasetOverview';

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
export * from './referenceTable';

// Pre-annotation by a model (the prompt is pure: the server sends what the settings preview)
export * from './modelSuggestions';
// Inter-annotator agreement (pure: the server computes dataset agreement with it)
export * from './agreement';
// The agreement panel's rows and interpretation bands
export * from './agreementPanel';

// Documents beside records, and the LLM fill-in of reference tables
export * from './documents';
export * from './extraction';
// Review: the reviewer's queue, the comparison of the annotators' answers and the gold answer
export * from './review';
// History: a record's changes as lines, a dataset's history with filters, pages and the CSV download (issue #29)
export * from './history';
// Comments on records: a record's thread, the comment filters and the mention notices
export * from './comments';

// Dataset settings
export * from './settings';

// Record criteria and their URL form
export * from './criteria';

// App shell rules: theme, language, sign-in and route guards, the deployment's flags, home
export * from './theme';
export * from './language';
export * from './access';
export * from './deployment';
export * from './home';

// Platform: GET cache, error catalogue, notifications
export * from './api/cache';
export * from './errors';
export * from './notifications';
export * from './progress/DatasetProgressObserver';

// Datasets from the hub, export to the hub, background jobs
export * from './creation';
export * from './export';
export * from './jobs';
