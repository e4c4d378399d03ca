// The record queue of the annotation view: held records by page, fetching ahead, and its messages.
export * from './queuedRecords';
export * from './emptyState';
export * from './loadEmptyState';
export * from './queueMessages';
export * from './recordNotFound';
export * from './queueSearchContext';
export * from './createRecordQueueStore';
export * from './usesReviewSort';
