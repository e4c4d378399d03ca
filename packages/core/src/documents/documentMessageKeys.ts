/**
 * Message keys of the document viewer, in namespace `documents` (`locales/<lng>/documents.json`). The core
 * returns `{ key, params }`; the viewer translates at render.
 */
export const DOCUMENT_MESSAGE_KEYS = {
  /** Params `{ id }`: 'Error fetching document with ID {id}'. */
  fetchByIdFailed: 'error.fetchById',
  /** Params `{ pmid }`: 'Error fetching document with pmid "{pmid}"'. */
  fetchByPmidFailed: 'error.fetchByPmid',
  /** 'Error fetching document segments'. */
  fetchSegmentsFailed: 'error.fetchSegments',
} as const;

/** The translation namespace of the document viewer's texts. */
export const DOCUMENTS_NAMESPACE = 'documents';

export type DocumentMessageKey = (typeof DOCUMENT_MESSAGE_KEYS)[keyof typeof DOCUMENT_MESSAGE_KEYS];
