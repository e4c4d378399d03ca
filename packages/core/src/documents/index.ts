// Documents beside records: which document a record names, loading it and its segments, the viewer's state.
export { DOCUMENT_MESSAGE_KEYS, DOCUMENTS_NAMESPACE, type DocumentMessageKey } from './documentMessageKeys';
export type { DocumentLookup, RecordDocument } from './recordDocument';
export { recordDocument } from './recordDocument';
export { sameLookup } from './sameLookup';
export { PAGE_HASH_PREFIX, pageFromHash, hashOfPage } from './pageHash';
export type { OutlineEntry } from './segmentOutline';
export { segmentOutline } from './segmentOutline';
export type {
  DocumentClient,
  DocumentState,
  DocumentStore,
  DocumentStoreOptions,
  OutlineStatus,
} from './createDocumentStore';
export { createDocumentStore, SEGMENTS_POLL_MS } from './createDocumentStore';
export type { DocumentLookupClient } from './fetchRecordDocument';
export { documentWorkspaceName, fetchRecordDocument, prefetchRecordDocument } from './fetchRecordDocument';
export type { DocumentViewerOptions, DocumentViewerState, DocumentViewerStore } from './createDocumentViewerStore';
export {
  VIEWER_SCALE,
  clampScale,
  createDocumentViewerStore,
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanZoomIn,
  selectCanZoomOut,
  selectZoomPercent,
} from './createDocumentViewerStore';
export type { HashAdapter } from './createPageHashSync';
export { createPageHashSync } from './createPageHashSync';
export type { DocumentSession, DocumentSessionOptions } from './createDocumentSession';
export { createDocumentSession } from './createDocumentSession';
export { findMatchingPage } from './findMatchingPage';
export { documentFileUrl } from './documentFileUrl';
export { fileRequestHeaders } from './fileRequestHeaders';
