import type { DocumentUpdate, ExtractionRequest, WireDocument, WireSegmentsResponse } from './wire/documents';
import { SEGMENTS_STATUSES, SEGMENTS_STATUS_HEADER, type SegmentsStatus } from './wire/segmentsStatus';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** Calls of documents beside records: stored files, documents, their segments and the model's table extraction. */
export interface DocumentCalls {
  /**
   * GET /v1/file/{bucket}/{path}: a stored file (a workspace's schema, a PDF) with the headers that describe its
   * version (`ETag`, `Version-Id`, `Version-Tag`, `Last-Modified`, `Is-Latest`); the latest version unless
   * `versionId` is given. Never cached: 'Fetch latest schema' must see a new version at once.
   */
  getFile(
    bucket: string,
    path: string,
    options?: { versionId?: string },
  ): Promise<{ body: unknown; headers: Headers }>;
  /** GET /v1/documents/by-id/{id}. */
  getDocumentById(id: string, options?: ReadOptions): Promise<WireDocument>;
  /** GET /v1/documents/by-pmid/{pmid}. */
  getDocumentByPmid(pmid: string, options?: ReadOptions): Promise<WireDocument>;
  /** PATCH /v1/documents/{id}: the fields given change (null clears one). */
  updateDocument(id: string, body: DocumentUpdate): Promise<WireDocument>;
  /** GET /v1/models/segments/?workspace&reference: the sections of the document a reference names. */
  getDocumentSegments(
    workspace: string,
    reference: string,
    options?: ReadOptions,
  ): Promise<WireSegmentsResponse>;
  /**
   * The same read past the cache, with the `Segments-Status` header: `pending` while the document's segments job
   * runs (poll again), `failed`, or `ready` (also from a server that does not send the header).
   */
  getDocumentSegmentsStatus(
    workspace: string,
    reference: string,
  ): Promise<WireSegmentsResponse & { status: SegmentsStatus }>;
  /**
   * POST /v1/models/extraction?workspace: the rows a model completed, as pandas "table" JSON. The body is
   * returned unchecked (a proxy may answer an error body with 200); `validateExtractionResponse` reads it.
   */
  extractTable(workspace: string, body: ExtractionRequest): Promise<unknown>;
}

const segment = encodeURIComponent;

/** The document calls of `createApiClient` over one requester. */
export function documentCalls(request: Requester): DocumentCalls {
  return {
    getFile: (bucket, path, options = {}) =>
      request.withHeaders('GET', `/file/${segment(bucket)}/${path.split('/').map(segment).join('/')}`, {
        query: { version_id: options.versionId },
      }),
    getDocumentById: (id, options) => request('GET', `/documents/by-id/${segment(id)}`, options),
    getDocumentByPmid: (pmid, options) => request('GET', `/documents/by-pmid/${segment(pmid)}`, options),
    updateDocument: (id, body) => request('PATCH', `/documents/${segment(id)}`, { json: body }),
    getDocumentSegments: (workspace, reference, options) =>
      request('GET', '/models/segments/', { ...options, query: { workspace, reference } }),
    getDocumentSegmentsStatus: async (workspace, reference) => {
      const { body, headers } = await request.withHeaders<WireSegmentsResponse>('GET', '/models/segments/', {
        query: { workspace, reference },
      });
      const header = headers.get(SEGMENTS_STATUS_HEADER);
      const status = SEGMENTS_STATUSES.find((known) => known === header) ?? 'ready';
      return { ...body, status };
    },
    extractTable: (workspace, body) =>
      request('POST', '/models/extraction', { query: { workspace }, json: body }),
  };
}
