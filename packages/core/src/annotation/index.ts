// Annotation workflows of the focus and bulk views: the store, answers and validity, response saving,
// draft auto-save support, the outbox and the unsaved-change guard.
export * from './initialAnswers';
export * from './contextRelevant';
export * from './pendingQueueSearchBody';
export * from './loadDatasetInfo';
export * from './createAnswerTimer';
export * from './relativeTime';
export * from './saveRecordResponse';
export * from './createResponseOutbox';
export * from './retryOutbox';
export * from './retryQueueLoad';
export * from './createUnsavedChangeGuard';
export * from './annotationMessageKeys';
export * from './createAnnotationStore';
export * from './viewFailure';
export * from './createAnnotationSession';
export * from './prefetchAnnotationView';
export * from './annotationEvents';
export * from './recordForm';
export * from './screenState';
export * from './annotationViewQueries';
export * from './whenFirstLoadPainted';
export * from './paneLayoutKeys';
