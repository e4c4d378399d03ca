import type { DocumentUpdate } from '@marginalia/core';
import { assertCanWrite } from '../auth/permissions';
import { nowTimestamp } from '../common/time';
import type { DocumentsTable } from '../db/schema';
import { ConflictError, NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import {
  documentById,
  otherDocumentWithKey,
  updateDocumentRow,
  type DocumentWithWorkspace,
} from './document-rows';
import type { DocumentsContext } from './documents-service';
import { storedDocumentUrl } from './pdf-location';

/** The keys a document is found by again (`POST /documents` answers the existing one): unique in a workspace. */
const IDENTIFYING_KEYS = ['pmid', 'doi', 'reference'] as const;

async function assertKeysFree(
  context: DocumentsContext,
  document: DocumentsTable,
  changes: DocumentUpdate,
): Promise<void> {
  for (const key of IDENTIFYING_KEYS) {
    const value = changes[key];
    if (value === undefined || value === null || value === document[key]) continue;
    const other = await otherDocumentWithKey(context.db, document, key, value);
    if (other !== undefined)
      throw new ConflictError(`Document with ${key} \`${value}\` already exists in the workspace (id \`${other}\`)`);
  }
}

/**
 * `PATCH /documents/{id}` (Extralit's update): the owner or an admin member of the document's workspace changes
 * the fields given; `null` clears one. A pmid, doi or reference another document of the workspace has → 409;
 * the `url` of a document whose PDF was uploaded serves that file and cannot change → 422.
 */
export async function updateDocument(
  context: DocumentsContext,
  id: string,
  update: DocumentUpdate,
): Promise<DocumentWithWorkspace> {
  const document = await documentById(context.db, id);
  if (!document) throw NotFoundError.byId('Document', id);
  await assertCanWrite(context.db, context.user, document.workspace_id);
  // The url a read answered (with its link parameters) is the stored one.
  const changes = typeof update.url === 'string' ? { ...update, url: storedDocumentUrl(update.url) } : update;
  if (changes.url !== undefined && changes.url !== document.url && document.file_hash !== null)
    throw new UnprocessableEntityError('The url of a document with an uploaded PDF cannot change');
  await assertKeysFree(context, document, changes);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return document;
  const updated = { ...document, ...set, updated_at: nowTimestamp() };
  await updateDocumentRow(context.db, id, { ...set, updated_at: updated.updated_at });
  return updated;
}
