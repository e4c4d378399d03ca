import { expect, type APIRequestContext } from '@playwright/test';
import type { WireDocument } from '@marginalia/core';
import { OWNER_API_KEY } from './api';

const HEADERS = { 'X-Argilla-Api-Key': OWNER_API_KEY };

/** Creates a published dataset whose records name a document by pmid (one per record) and returns its id. */
export async function seedDocumentDataset(
  request: APIRequestContext,
  name: string,
  records: { text: string; metadata: Record<string, unknown> }[],
): Promise<{ datasetId: string; workspaceId: string; workspaceName: string }> {
  const call = async <T = { id: string }>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api/v1${path}`, { method, headers: HEADERS, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const workspaceName = `${name}-ws`;
  const workspace = await call('POST', '/workspaces', { name: workspaceName });
  const dataset = await call('POST', '/datasets', { name, workspace_id: workspace.id, allow_extra_metadata: true });
  await call('POST', `/datasets/${dataset.id}/fields`, { name: 'abstract', title: 'Abstract', required: true, settings: { type: 'text' } });
  await call('POST', `/datasets/${dataset.id}/questions`, {
    name: 'relevant',
    title: 'Is the paper relevant?',
    required: true,
    settings: { type: 'label_selection', options: [{ value: 'yes', text: 'Yes' }, { value: 'no', text: 'No' }] },
  });
  await call('PUT', `/datasets/${dataset.id}/publish`);
  await call('POST', `/datasets/${dataset.id}/records/bulk`, {
    items: records.map((record) => ({ fields: { abstract: record.text }, metadata: record.metadata })),
  });
  return { datasetId: dataset.id, workspaceId: workspace.id, workspaceName };
}

/** What a test uploads: the PDF and the document's fields. */
export interface DocumentUpload {
  workspaceId: string;
  pmid: string;
  reference: string;
  fileName: string;
  pdf: Buffer;
}

/** Uploads a PDF through `POST /documents` (its fields as query parameters) and answers the document's id. */
export async function uploadDocument(request: APIRequestContext, upload: DocumentUpload): Promise<string> {
  const query = new URLSearchParams({
    workspace_id: upload.workspaceId,
    pmid: upload.pmid,
    reference: upload.reference,
    file_name: upload.fileName,
  });
  const created = await request.post(`/api/v1/documents?${query}`, {
    headers: HEADERS,
    multipart: { file_data: { name: upload.fileName, mimeType: 'application/pdf', buffer: upload.pdf } },
  });
  if (created.status() !== 201) throw new Error(`upload: ${created.status()} ${await created.text()}`);
  return (await created.json()) as string;
}

/**
 * Uploads a PDF to the real server and waits until its segments job has stored the segments (the outline needs
 * them); answers the document as `GET /documents/by-pmid` gives it.
 */
export async function uploadDocumentWithSegments(
  request: APIRequestContext,
  upload: DocumentUpload & { workspaceName: string },
): Promise<WireDocument> {
  await uploadDocument(request, upload);
  const query = new URLSearchParams({ workspace: upload.workspaceName, reference: upload.reference });
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/models/segments/?${query}`, { headers: HEADERS });
        return res.ok() ? ((await res.json()) as { items: unknown[] }).items.length : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const found = await request.get(`/api/v1/documents/by-pmid/${upload.pmid}`, { headers: HEADERS });
  return (await found.json()) as WireDocument;
}
