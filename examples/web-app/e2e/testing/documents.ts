import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { WireDocument, WireSegment } from '@marginalia/core';
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

/** Whether the server has the documents endpoints (an unknown path answers `{"detail": "Not Found"}`). */
async function serverHasDocuments(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/api/v1/documents/by-id/00000000-0000-4000-8000-000000000000', { headers: HEADERS });
  const body = (await response.json().catch(() => ({}))) as { detail?: unknown };
  return !(response.status() === 404 && body.detail === 'Not Found');
}

export interface ServedDocument {
  document: WireDocument;
  /** `server` when the reference server stored the PDF and computes its segments; `page` when the test serves them. */
  servedBy: 'server' | 'page';
}

/**
 * Puts a PDF where the annotation page finds it: uploaded through `POST /documents` when the server has the
 * documents endpoints, else served to the page by the test itself (the document, its segments and the file, on
 * the same paths) so the viewer is exercised either way.
 */
export async function serveDocument(
  page: Page,
  request: APIRequestContext,
  {
    workspaceId,
    workspaceName,
    pmid,
    reference,
    fileName,
    pdf,
    segments,
  }: {
    workspaceId: string;
    workspaceName: string;
    pmid: string;
    reference: string;
    fileName: string;
    pdf: Buffer;
    segments: Omit<WireSegment, 'doc_id'>[];
  },
): Promise<ServedDocument> {
  if (await serverHasDocuments(request)) {
    const query = new URLSearchParams({ workspace_id: workspaceId, pmid, reference, file_name: fileName });
    const created = await request.post(`/api/v1/documents?${query}`, {
      headers: HEADERS,
      multipart: { file_data: { name: fileName, mimeType: 'application/pdf', buffer: pdf } },
    });
    if (created.status() !== 201) throw new Error(`upload: ${created.status()} ${await created.text()}`);
    // The server computes the segments in a job after the upload answered: the outline needs them stored.
    const segmentsPath = `/api/v1/models/segments/?${new URLSearchParams({ workspace: workspaceName, reference })}`;
    await expect
      .poll(async () => {
        const res = await request.get(segmentsPath, { headers: HEADERS });
        return res.ok() ? ((await res.json()) as { items: unknown[] }).items.length : 0;
      }, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const document = (await (await request.get(`/api/v1/documents/by-pmid/${pmid}`, { headers: HEADERS })).json()) as WireDocument;
    return { document, servedBy: 'server' };
  }
  const id = '7d1c2a0e-5b1f-4c8e-9a7b-3f2d1e0c9b8a';
  const url = `/api/v1/file/${workspaceName}/pdf/${id}`;
  const document: WireDocument = {
    id,
    workspace_id: workspaceId,
    url,
    file_name: fileName,
    reference,
    pmid,
    doi: null,
    inserted_at: '2024-05-01T10:22:33',
    updated_at: '2024-05-01T10:22:33',
  };
  await page.route(`**/api/v1/documents/by-pmid/${pmid}`, (route) => route.fulfill({ json: document }));
  await page.route('**/api/v1/models/segments/**', (route) =>
    route.fulfill({ json: { items: segments.map((segment) => ({ ...segment, doc_id: id })) } }),
  );
  await page.route(`**${url}`, (route) =>
    route.fulfill({ body: pdf, headers: { 'Content-Type': 'application/pdf', 'Accept-Ranges': 'none' } }),
  );
  return { document, servedBy: 'page' };
}
