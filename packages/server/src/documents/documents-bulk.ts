import type { DocumentsBulkCreateParsed, WireDocumentsBulkResponse } from '@marginalia/core';
import { assertCanWrite } from '../auth/permissions';
import { UnprocessableEntityError } from '../errors/api-errors';
import { readPdfPageCount, UnreadablePdfError } from '../segments/pdf-text-lines';
import { workspaceById } from '../workspaces/workspace-rows';
import { createDocument, type DocumentsContext } from './documents-service';
import type { UploadedPdf } from './pdf-upload';

/** Every workspace named exists (422 otherwise) and the caller may write in it (403 otherwise): checked before any write. */
async function assertWritableWorkspaces(context: DocumentsContext, workspaceIds: readonly string[]): Promise<void> {
  for (const workspaceId of new Set(workspaceIds)) {
    if (!(await workspaceById(context.db, workspaceId))) throw new UnprocessableEntityError(`Workspace with id \`${workspaceId}\` not found`);
    await assertCanWrite(context.db, context.user, workspaceId);
  }
}

async function isReadablePdf(pdf: UploadedPdf): Promise<boolean> {
  try {
    await readPdfPageCount(pdf.body);
    return true;
  } catch (error) {
    if (error instanceof UnreadablePdfError) return false;
    throw error;
  }
}

/**
 * The first of a document's named files that was uploaded and is a readable PDF; the names passed over go to
 * `failed` (the ones after it are not looked at).
 */
async function choosePdf(
  names: readonly string[],
  files: ReadonlyMap<string, UploadedPdf | null>,
  failed: string[],
): Promise<UploadedPdf | null> {
  for (const name of names) {
    const file = files.get(name);
    if (file && (await isReadablePdf(file))) return file;
    failed.push(name);
  }
  return null;
}

/**
 * `POST /documents/bulk` (Extralit's bulk upload): the owner or an admin member of every workspace named adds
 * the documents, each as `POST /documents` does (the same document again keeps its id), with its PDF chosen
 * among the uploaded files by name. Each stored PDF queues the job computing its segments; the answer maps
 * each reference to that job.
 */
export async function createDocumentsBulk(
  context: DocumentsContext,
  request: DocumentsBulkCreateParsed,
  files: ReadonlyMap<string, UploadedPdf | null>,
): Promise<WireDocumentsBulkResponse> {
  if (request.documents.length === 0) throw new UnprocessableEntityError('No documents provided for upload');
  await assertWritableWorkspaces(
    context,
    request.documents.map((item) => item.document_create.workspace_id),
  );
  const jobIds: Record<string, string> = {};
  const failed: string[] = [];
  for (const item of request.documents) {
    const pdf = await choosePdf(item.associated_files, files, failed);
    const input = { ...item.document_create, reference: item.document_create.reference ?? item.reference };
    const created = await createDocument(context, input, pdf);
    if (created.segmentsJobId) jobIds[item.reference] = created.segmentsJobId;
  }
  return { job_ids: jobIds, total_documents: request.documents.length, failed_validations: failed };
}
