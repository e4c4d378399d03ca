// Bulk annotation: selection, select-all-results, confirmation and saving in groups of 10.
export * from './bulkRules';
export * from './bulkMessageKeys';
export * from './sendResponsesBulk';
export * from './saveResponsesInGroups';
export * from './createBulkAnnotationStore';
