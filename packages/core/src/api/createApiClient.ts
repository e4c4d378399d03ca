import type { ItemsEnvelope } from './wire/common';
import type {
  DatasetCreate,
  DatasetUpdate,
  WireDataset,
  WireDatasetMetrics,
  WireDatasetProgress,
  WireUsersProgress,
} from './wire/datasets';
import type { FieldCreate, FieldUpdate, WireField } from './wire/fields';
import type { DatasetExport, DatasetImport, WireJob } from './wire/jobs';
import type {
  MetadataPropertyCreate,
  MetadataPropertyUpdate,
  VectorSettingsUpdate,
  WireMetadataMetrics,
  WireMetadataProperty,
  WireVectorSettings,
} from './wire/metadata';
import type { QuestionCreate, QuestionUpdate, WireQuestion } from './wire/questions';
import type { DocumentUpdate, ExtractionRequest, WireDocument, WireSegmentsResponse } from './wire/documents';
import { SEGMENTS_STATUSES, SEGMENTS_STATUS_HEADER, type SegmentsStatus } from './wire/segmentsStatus';
import type {
  ResponseUpsert,
  ResponsesBulkCreate,
  WireRecord,
  WireResponse,
  WireResponseBulkResult,
} from './wire/records';
import type {
  SearchInclude,
  SearchRecordsBody,
  WireSearchResult,
  WireSuggestionOptions,
} from './wire/search';
import type { WireSettings, WireToken, WireUser, WireWorkspace, WorkspaceCreate } from './wire/users';
import type { CachePolicy } from './cache/cacheDurations';
import { createRequester, type RequesterOptions } from './createRequester';

/** Options of {@link createApiClient}: the injected environment of its HTTP layer. */
export type ApiClientOptions = RequesterOptions;

/** How one read uses the client's cache (spec 1 §7). */
export interface ReadOptions {
  /**
   * `default` keeps the answer 3 s, `medium` 120 s, `large` 600 s (a server `Cache-Control: max-age` wins);
   * `bypass` asks the server whatever is cached, and the fresh answer replaces the cached one.
   */
  cache?: CachePolicy;
}

/** Query parameters of the record search. */
export interface SearchRecordsParams {
  include?: SearchInclude[];
  offset?: number;
  limit?: number;
}

/**
 * Typed calls of the v1 API over the wire types. Every failure rejects with an `ApiError`. GET answers are
 * cached per client (3 s unless the call or the server says otherwise); writes invalidate the reads they affect.
 */
export interface ApiClient {
  /** POST /v1/token (form-urlencoded). */
  createToken(username: string, password: string): Promise<WireToken>;
  getMe(options?: ReadOptions): Promise<WireUser>;
  getSettings(options?: ReadOptions): Promise<WireSettings>;
  getMyWorkspaces(options?: ReadOptions): Promise<ItemsEnvelope<WireWorkspace>>;
  getWorkspace(id: string, options?: ReadOptions): Promise<WireWorkspace>;
  getMyDatasets(options?: ReadOptions): Promise<ItemsEnvelope<WireDataset>>;
  getDataset(id: string, options?: ReadOptions): Promise<WireDataset>;
  getDatasetProgress(id: string, options?: ReadOptions): Promise<WireDatasetProgress>;
  getFields(datasetId: string, options?: ReadOptions): Promise<ItemsEnvelope<WireField>>;
  getQuestions(datasetId: string, options?: ReadOptions): Promise<ItemsEnvelope<WireQuestion>>;
  /** GET /v1/me/datasets/{id}/metadata-properties (only the properties the caller may see). */
  getMetadataProperties(
    datasetId: string,
    options?: ReadOptions,
  ): Promise<ItemsEnvelope<WireMetadataProperty>>;
  /** GET /v1/metadata-properties/{id}/metrics: the terms with counts, or the min and max of a numeric property. */
  getMetadataMetrics(propertyId: string, options?: ReadOptions): Promise<WireMetadataMetrics>;
  getVectorSettings(datasetId: string, options?: ReadOptions): Promise<ItemsEnvelope<WireVectorSettings>>;
  getMyMetrics(datasetId: string, options?: ReadOptions): Promise<WireDatasetMetrics>;
  /** GET /v1/datasets/{id}/users/progress: every user's responses (an empty list: nobody answered yet). */
  getUsersProgress(datasetId: string, options?: ReadOptions): Promise<WireUsersProgress>;
  /** PATCH /v1/datasets/{id}: only the keys sent change. */
  updateDataset(id: string, body: DatasetUpdate): Promise<WireDataset>;
  /** DELETE /v1/datasets/{id}: the dataset with its records, responses, suggestions and vectors. */
  deleteDataset(id: string): Promise<WireDataset>;
  /** PATCH /v1/fields/{id}. */
  updateField(id: string, body: FieldUpdate): Promise<WireField>;
  /** PATCH /v1/questions/{id}. */
  updateQuestion(id: string, body: QuestionUpdate): Promise<WireQuestion>;
  /** PATCH /v1/metadata-properties/{id}: send `visible_for_annotators` every time (an omitted one hides it). */
  updateMetadataProperty(id: string, body: MetadataPropertyUpdate): Promise<WireMetadataProperty>;
  /** PATCH /v1/vectors-settings/{id}. */
  updateVectorSettings(id: string, body: VectorSettingsUpdate): Promise<WireVectorSettings>;
  /** POST /v1/me/datasets/{id}/records/search; `include` is sent as repeated parameters. */
  searchMyRecords(
    datasetId: string,
    body: SearchRecordsBody,
    params?: SearchRecordsParams,
  ): Promise<WireSearchResult>;
  /** GET /v1/datasets/{id}/records/search/suggestions/options: the agents that suggested for each question. */
  getSuggestionOptions(datasetId: string, options?: ReadOptions): Promise<WireSuggestionOptions>;
  getRecord(id: string, options?: ReadOptions): Promise<WireRecord>;
  createResponse(recordId: string, body: ResponseUpsert): Promise<WireResponse>;
  updateResponse(id: string, body: ResponseUpsert): Promise<WireResponse>;
  deleteResponse(id: string): Promise<WireResponse>;
  /** POST /v1/me/responses/bulk: upserts the caller's responses; per-item result or error, aligned. */
  createResponsesBulk(body: ResponsesBulkCreate): Promise<WireResponseBulkResult>;
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
  /** POST /v1/workspaces (owner or admin). */
  createWorkspace(body: WorkspaceCreate): Promise<WireWorkspace>;
  /** POST /v1/datasets: a new draft dataset. */
  createDataset(body: DatasetCreate): Promise<WireDataset>;
  /** PUT /v1/datasets/{id}/publish: the draft becomes `ready`. */
  publishDataset(id: string): Promise<WireDataset>;
  createField(datasetId: string, body: FieldCreate): Promise<WireField>;
  createQuestion(datasetId: string, body: QuestionCreate): Promise<WireQuestion>;
  createMetadataProperty(datasetId: string, body: MetadataPropertyCreate): Promise<WireMetadataProperty>;
  /** POST /v1/datasets/{id}/import → the job bringing a hub split's rows in. */
  importDataset(datasetId: string, body: DatasetImport): Promise<WireJob>;
  /** POST /v1/datasets/{id}/export → the job writing the dataset to a hub repository. */
  exportDataset(datasetId: string, body: DatasetExport): Promise<WireJob>;
  /** GET /v1/jobs/{id}: never cached, a poll must see the new status. */
  getJob(id: string): Promise<WireJob>;
  /** GET /v1/documents/by-id/{id}. */
  getDocumentById(id: string, options?: ReadOptions): Promise<WireDocument>;
  /** GET /v1/documents/by-pmid/{pmid}. */
  getDocumentByPmid(pmid: string, options?: ReadOptions): Promise<WireDocument>;
  /** PATCH /v1/documents/{id}: the fields given change (null clears one). */
  updateDocument(id: string, body: DocumentUpdate): Promise<WireDocument>;
  /** GET /v1/models/segments/?workspace&reference: the sections of the document a reference names. */
  getDocumentSegments(workspace: string, reference: string, options?: ReadOptions): Promise<WireSegmentsResponse>;
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
  /**
   * Drops this client's cached GET answers under a path relative to `/v1` (`*` stands for one segment, `/`
   * drops all). Writes made through the client already invalidate what they affect.
   *
   * @example
   * client.invalidate(`/datasets/${datasetId}`); // the dataset, its progress, fields, questions…
   */
  invalidate(pathPrefix: string): void;
}

const segment = encodeURIComponent;

/**
 * Creates the typed API client. One per app or custom element; credentials are pulled through
 * `getCredentials` so the client never owns session state. Each client has its own GET cache.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', getCredentials: () => ({ token }) });
 * const { items } = await client.getMyDatasets();
 * const dataset = await client.getDataset(id, { cache: 'large' });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const request = createRequester(options);
  return {
    createToken: (username, password) =>
      request('POST', '/token', { form: { username, password }, anonymous: true }),
    getMe: (options) => request('GET', '/me', options),
    getSettings: (options) => request('GET', '/settings', options),
    getMyWorkspaces: (options) => request('GET', '/me/workspaces', options),
    getWorkspace: (id, options) => request('GET', `/workspaces/${segment(id)}`, options),
    getMyDatasets: (options) => request('GET', '/me/datasets', options),
    getDataset: (id, options) => request('GET', `/datasets/${segment(id)}`, options),
    getDatasetProgress: (id, options) => request('GET', `/datasets/${segment(id)}/progress`, options),
    getFields: (datasetId, options) => request('GET', `/datasets/${segment(datasetId)}/fields`, options),
    getQuestions: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/questions`, options),
    getMetadataProperties: (datasetId, options) =>
      request('GET', `/me/datasets/${segment(datasetId)}/metadata-properties`, options),
    getMetadataMetrics: (propertyId, options) =>
      request('GET', `/metadata-properties/${segment(propertyId)}/metrics`, options),
    getVectorSettings: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/vectors-settings`, options),
    getMyMetrics: (datasetId, options) =>
      request('GET', `/me/datasets/${segment(datasetId)}/metrics`, options),
    getUsersProgress: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/users/progress`, options),
    updateDataset: (id, body) => request('PATCH', `/datasets/${segment(id)}`, { json: body }),
    deleteDataset: (id) => request('DELETE', `/datasets/${segment(id)}`),
    updateField: (id, body) => request('PATCH', `/fields/${segment(id)}`, { json: body }),
    updateQuestion: (id, body) => request('PATCH', `/questions/${segment(id)}`, { json: body }),
    updateMetadataProperty: (id, body) =>
      request('PATCH', `/metadata-properties/${segment(id)}`, { json: body }),
    updateVectorSettings: (id, body) => request('PATCH', `/vectors-settings/${segment(id)}`, { json: body }),
    searchMyRecords: (datasetId, body, params = {}) =>
      request('POST', `/me/datasets/${segment(datasetId)}/records/search`, {
        json: body,
        query: { include: params.include, offset: params.offset, limit: params.limit },
      }),
    getSuggestionOptions: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/records/search/suggestions/options`, options),
    getRecord: (id, options) => request('GET', `/records/${segment(id)}`, options),
    createResponse: (recordId, body) =>
      request('POST', `/records/${segment(recordId)}/responses`, { json: body }),
    updateResponse: (id, body) => request('PUT', `/responses/${segment(id)}`, { json: body }),
    deleteResponse: (id) => request('DELETE', `/responses/${segment(id)}`),
    createResponsesBulk: (body) => request('POST', '/me/responses/bulk', { json: body }),
    getFile: (bucket, path, options = {}) =>
      request.withHeaders('GET', `/file/${segment(bucket)}/${path.split('/').map(segment).join('/')}`, {
        query: { version_id: options.versionId },
      }),
    createWorkspace: (body) => request('POST', '/workspaces', { json: body }),
    createDataset: (body) => request('POST', '/datasets', { json: body }),
    publishDataset: (id) => request('PUT', `/datasets/${segment(id)}/publish`),
    createField: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/fields`, { json: body }),
    createQuestion: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/questions`, { json: body }),
    createMetadataProperty: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/metadata-properties`, { json: body }),
    importDataset: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/import`, { json: body }),
    exportDataset: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/export`, { json: body }),
    getJob: (id) => request('GET', `/jobs/${segment(id)}`, { cache: 'bypass' }),
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
    invalidate: (pathPrefix) => request.invalidate(pathPrefix),
  };
}
