import type { WireDocument } from '@marginalia/core';
import { fileLinkExpiry, fileLinkKey, signedFileUrl } from '../auth/file-links';
import { serializeTimestamp } from '../common/time';
import type { DocumentWithWorkspace } from './document-rows';
import { pdfKey, pdfUrl } from './pdf-location';

/** How the PDF urls of one answer are signed: the server's link key and one expiry for all of them. */
export interface DocumentLinkSigning {
  key: Buffer;
  expires: number;
}

/** The signing of the document urls answered now, with the server's secret. */
export function documentLinkSigning(serverSecret: string, nowMs = Date.now()): DocumentLinkSigning {
  return { key: fileLinkKey(serverSecret), expires: fileLinkExpiry(nowMs) };
}

/**
 * The `url` a reader of the document gets: its own PDF's path carries a signed link for exactly that file (a
 * viewer or frame loads it without a header); any other url (a paper elsewhere, or a path it does not own) is
 * answered as stored and never signed.
 */
function documentUrl(row: DocumentWithWorkspace, signing: DocumentLinkSigning): string | null {
  const own = pdfUrl(row.workspace_name, row.id);
  if (row.url !== own) return row.url;
  return signedFileUrl(own, { bucket: row.workspace_name, key: pdfKey(row.id) }, signing.key, signing.expires);
}

/**
 * A document row as every read answers it (`DocumentListItem`), to a caller allowed to read it.
 *
 * @example
 * const signing = documentLinkSigning(config.auth.secretKey);
 * rows.map((row) => serializeDocument(row, signing));
 */
export function serializeDocument(row: DocumentWithWorkspace, signing: DocumentLinkSigning): WireDocument {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    url: documentUrl(row, signing),
    file_name: row.file_name,
    reference: row.reference,
    pmid: row.pmid,
    doi: row.doi,
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
