import type { DocumentCreateQueryParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { assertCanRead, assertCanWrite, isOwner } from '../auth/permissions';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import type { Database, DocumentsTable, WorkspacesTable } from '../db/schema';
import { NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import type { JobQueue } from '../jobs/job-queue';
import { computeSegments } from '../segments/compute-segments';
import { readPdfPageCount, UnreadablePdfError } from '../segments/pdf-text-lines';
import { replaceSegments } from '../segments/segment-rows';
import { queueSegmentsJob } from '../segments/segments-job';
import { md5Hex, type ObjectStore } from '../storage/object-store';
import { workspaceById } from '../workspaces/workspace-rows';
import { getWorkspaceOrThrow } from '../workspaces/workspaces-service';
import {
  deleteDocumentRows,
  documentById,
  documentIdsMatching,
  documentsOfWorkspace,
  insertDocument,
  oldestDocumentWithAnyKey,
  oldestDocumentWithPmid,
  updateDocumentRow,
  type DocumentWithWorkspace,
} from './document-rows';
import type { UploadedPdf } from './pdf-upload';
import { pdfKey, pdfUrl, storedDocumentUrl } from './pdf-location';

/** What the document calls need. */
export interface DocumentsContext {
  db: Kysely<Database>;
  storage: ObjectStore;
  user: UserRow;
  /** Where segments are computed after the upload answered; without it (the demo seed) they are computed at once. */
  jobs?: JobQueue;
}

function documentNotFound(id: string): NotFoundError {
  return NotFoundError.byId('Document', id);
}

/** A PDF ready to store: its bytes and hash. */
interface PreparedPdf {
  body: Uint8Array;
  fileName: string | null;
  hash: string;
}

/** Checks that pdfjs opens the PDF (422 otherwise); its pages are read later, by the segments job. */
async function preparePdf(pdf: UploadedPdf): Promise<PreparedPdf> {
  try {
    await readPdfPageCount(pdf.body);
    return { body: pdf.body, fileName: pdf.fileName, hash: md5Hex(pdf.body) };
  } catch (error) {
    if (error instanceof UnreadablePdfError)
      throw new UnprocessableEntityError(`file_data is not a readable PDF: ${error.message}`);
    throw error;
  }
}

async function storePdf(
  storage: ObjectStore,
  workspace: WorkspacesTable,
  documentId: string,
  pdf: PreparedPdf,
  names: { fileName: string | null; pmid: string | null; doi: string | null },
): Promise<void> {
  const metadata: Record<string, string> = {};
  if (names.fileName) metadata['file_name'] = names.fileName;
  if (names.pmid) metadata['pmid'] = names.pmid;
  if (names.doi) metadata['doi'] = names.doi;
  const key = pdfKey(documentId);
  // The same bytes stored again would only add an identical version.
  const latest = await storage.head(workspace.name, key);
  if (latest?.etag === pdf.hash) return;
  await storage.put({
    bucket: workspace.name,
    key,
    body: pdf.body,
    contentType: 'application/pdf',
    metadata,
  });
}

/**
 * The segments of a document's newly stored PDF: a queued `segments` job (its id answered) when the context has
 * a job queue, else computed and stored now (null).
 */
async function computeDocumentSegments(
  context: DocumentsContext,
  documentId: string,
  pdf: PreparedPdf,
): Promise<string | null> {
  if (context.jobs) return queueSegmentsJob(context.db, context.jobs, { documentId, userId: context.user.id });
  const { segments } = await computeSegments(pdf.body);
  await context.db.transaction().execute((trx) => replaceSegments(trx, documentId, segments));
  return null;
}

/** Gives an existing document without a PDF the uploaded one (its url, file name, hash, then its segments). */
async function attachPdf(
  context: DocumentsContext,
  workspace: WorkspacesTable,
  document: DocumentsTable,
  pdf: PreparedPdf,
): Promise<string | null> {
  const fileName = document.file_name ?? pdf.fileName;
  await storePdf(context.storage, workspace, document.id, pdf, { ...document, fileName });
  await updateDocumentRow(context.db, document.id, {
    url: pdfUrl(workspace.name, document.id),
    file_name: fileName,
    file_hash: pdf.hash,
    updated_at: nowTimestamp(),
  });
  return computeDocumentSegments(context, document.id, pdf);
}

/** What creating a document did: its id, whether it is new, and the job computing its segments (if one was queued). */
export interface CreatedDocument {
  id: string;
  created: boolean;
  segmentsJobId: string | null;
}

/**
 * `POST /documents`: any member (or the owner) adds a document to a workspace, with its PDF when one is
 * uploaded (stored at `pdf/<id>` of the workspace bucket; its segments computed by a job queued now and stored,
 * so reading them is a query). The same document again (id, pmid, doi, url, reference or PDF bytes) answers
 * the existing id and creates nothing; an existing document without a PDF takes the uploaded one.
 */
export async function createDocument(
  context: DocumentsContext,
  input: DocumentCreateQueryParsed,
  upload: UploadedPdf | null,
): Promise<CreatedDocument> {
  const { db, user } = context;
  const workspace = await workspaceById(db, input.workspace_id);
  if (!workspace) throw new UnprocessableEntityError(`Workspace with id \`${input.workspace_id}\` not found`);
  await assertCanRead(db, user, workspace.id);

  const id = input.id ?? newId();
  const url = upload ? pdfUrl(workspace.name, id) : input.url === null ? null : storedDocumentUrl(input.url);
  const fileHash = upload ? md5Hex(upload.body) : null;
  // The same document: the same id, pmid, doi, url or reference, or the same PDF bytes.
  const same = await oldestDocumentWithAnyKey(db, workspace.id, { ...input, id, url }, fileHash);
  if (same) {
    const segmentsJobId =
      upload && same.file_hash === null ? await attachPdf(context, workspace, same, await preparePdf(upload)) : null;
    return { id: same.id, created: false, segmentsJobId };
  }

  const pdf = upload ? await preparePdf(upload) : null;
  const fileName = input.file_name ?? pdf?.fileName ?? null;
  if (pdf)
    await storePdf(context.storage, workspace, id, pdf, { fileName, pmid: input.pmid, doi: input.doi });
  const now = nowTimestamp();
  const row: DocumentsTable = {
    id,
    workspace_id: workspace.id,
    url,
    file_name: fileName,
    reference: input.reference,
    pmid: input.pmid,
    doi: input.doi,
    file_hash: pdf?.hash ?? null,
    inserted_at: now,
    updated_at: now,
  };
  await insertDocument(db, row);
  const segmentsJobId = pdf ? await computeDocumentSegments(context, id, pdf) : null;
  return { id, created: true, segmentsJobId };
}

/** `GET /documents/by-id/{id}`: members of the document's workspace (and the owner). */
export async function getDocumentById(context: DocumentsContext, id: string): Promise<DocumentWithWorkspace> {
  const row = await documentById(context.db, id);
  if (!row) throw documentNotFound(id);
  await assertCanRead(context.db, context.user, row.workspace_id);
  return row;
}

/**
 * `GET /documents/by-pmid/{pmid}`: the oldest document with that PubMed id among the workspaces the caller
 * reads. A pmid that is not all digits is never found, as in the original.
 */
export async function getDocumentByPmid(context: DocumentsContext, pmid: string): Promise<DocumentWithWorkspace> {
  const notFound = new NotFoundError(`Document with pmid \`${pmid}\` not found`);
  if (!/^\d+$/.test(pmid)) throw notFound;
  const row = await oldestDocumentWithPmid(context.db, pmid, isOwner(context.user) ? null : context.user.id);
  if (!row) throw notFound;
  return row;
}

async function writableWorkspace(context: DocumentsContext, workspaceId: string): Promise<WorkspacesTable> {
  await assertCanWrite(context.db, context.user, workspaceId);
  return getWorkspaceOrThrow(context.db, workspaceId);
}

/** `GET /documents/workspace/{workspace_id}`: the owner and admin members list a workspace's documents. */
export async function listWorkspaceDocuments(
  context: DocumentsContext,
  workspaceId: string,
): Promise<DocumentWithWorkspace[]> {
  await writableWorkspace(context, workspaceId);
  return documentsOfWorkspace(context.db, workspaceId);
}

/**
 * `DELETE /documents/workspace/{workspace_id}`: the owner and admin members delete the workspace's documents
 * matching every key given (all of them without keys), their segments and PDFs. Answers how many went.
 */
export async function deleteDocuments(
  context: DocumentsContext,
  workspaceId: string,
  filter: {
    id?: string | undefined;
    url?: string | undefined;
    pmid?: string | undefined;
    doi?: string | undefined;
  },
): Promise<number> {
  const workspace = await writableWorkspace(context, workspaceId);
  const url = filter.url === undefined ? undefined : storedDocumentUrl(filter.url);
  const ids = await documentIdsMatching(context.db, workspaceId, { ...filter, url });
  if (ids.length === 0) return 0;
  await deleteDocumentRows(context.db, ids);
  for (const id of ids) await context.storage.delete(workspace.name, pdfKey(id));
  return ids.length;
}
