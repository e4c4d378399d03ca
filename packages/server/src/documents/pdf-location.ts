import { PDF_PREFIX, unsignedFileUrl } from '@marginalia/core';

/** Where the file calls are served: the start of every URL this server gives a stored file. */
const FILE_CALL_PATH = '/api/v1/file/';

/** A document's PDF in its workspace bucket: `pdf/<id>`. */
export function pdfKey(documentId: string): string {
  return `${PDF_PREFIX}${documentId}`;
}

/** The API path a document's PDF is read from (`GET /file/{workspace}/pdf/<id>`, with range requests). */
export function pdfUrl(workspaceName: string, documentId: string): string {
  return `${FILE_CALL_PATH}${encodeURIComponent(workspaceName)}/${pdfKey(documentId)}`;
}

/**
 * A `url` a client sends (to create, change or find a document) as it is stored: a file URL of this server
 * without the link parameters a read added to it, so the url read back names the same document. Other URLs are
 * kept exactly (their own query is theirs).
 *
 * @example
 * storedDocumentUrl('/api/v1/file/team/pdf/1?expires=1700000000&signature=abc'); // '/api/v1/file/team/pdf/1'
 */
export function storedDocumentUrl(url: string): string {
  return url.startsWith(FILE_CALL_PATH) ? unsignedFileUrl(url) : url;
}
