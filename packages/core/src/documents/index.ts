// Documents beside records: which document a record names, loading it and its segments, the viewer's state.
export * from './documentMessageKeys';
export * from './recordDocument';
export * from './sameLookup';
export * from './pageHash';
export * from './segmentOutline';
export * from './createDocumentStore';
export * from './fetchRecordDocument';
export * from './createDocumentViewerStore';
export * from './createPageHashSync';
export * from './createDocumentSession';
export * from './findMatchingPage';
export * from './findHeadingTop';
export * from './goToOutlineEntry';
export * from './documentFileUrl';
export * from './fileRequestHeaders';
