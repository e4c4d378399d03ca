import type { ItemsEnvelope } from './wire/common';
import type { WireDataset, WireDatasetMetrics, WireDatasetProgress } from './wire/datasets';
import type { WireField } from './wire/fields';
import type { WireMetadataProperty, WireVectorSettings } from './wire/metadata';
import type { WireQuestion } from './wire/questions';
import type { ResponseUpsert, WireRecord, WireResponse } from './wire/records';
import type { SearchInclude, SearchRecordsBody, WireSearchResult } from './wire/search';
import type { WireSettings, WireToken, WireUser, WireWorkspace } from './wire/users';
import { createRequester, type ApiCredentials } from './createRequester';

/** Options of {@link createApiClient}; everything environmental is injected. */
export interface ApiClientOptions {
  /** Prefix of every path (default `api`); may be absolute, e.g. `http://localhost:6900/api`. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Read before every request; an API key wins over a bearer token. */
  getCredentials?: () => ApiCredentials;
}

/** Query parameters of the record search. */
export interface SearchRecordsParams {
  include?: SearchInclude[];
  offset?: number;
  limit?: number;
}

/** Typed calls of the v1 API over the wire types. Every failure rejects with an `ApiError`. */
export interface ApiClient {
  /** POST /v1/token (form-urlencoded). */
  createToken(username: string, password: string): Promise<WireToken>;
  getMe(): Promise<WireUser>;
  getSettings(): Promise<WireSettings>;
  getMyWorkspaces(): Promise<ItemsEnvelope<WireWorkspace>>;
  getWorkspace(id: string): Promise<WireWorkspace>;
  getMyDatasets(): Promise<ItemsEnvelope<WireDataset>>;
  getDataset(id: string): Promise<WireDataset>;
  getDatasetProgress(id: string): Promise<WireDatasetProgress>;
  getFields(datasetId: string): Promise<ItemsEnvelope<WireField>>;
  getQuestions(datasetId: string): Promise<ItemsEnvelope<WireQuestion>>;
  /** GET /v1/me/datasets/{id}/metadata-properties (only the properties the caller may see). */
  getMetadataProperties(datasetId: string): Promise<ItemsEnvelope<WireMetadataProperty>>;
  getVectorSettings(datasetId: string): Promise<ItemsEnvelope<WireVectorSettings>>;
  getMyMetrics(datasetId: string): Promise<WireDatasetMetrics>;
  /** POST /v1/me/datasets/{id}/records/search; `include` is sent as repeated parameters. */
  searchMyRecords(
    datasetId: string,
    body: SearchRecordsBody,
    params?: SearchRecordsParams,
  ): Promise<WireSearchResult>;
  getRecord(id: string): Promise<WireRecord>;
  createResponse(recordId: string, body: ResponseUpsert): Promise<WireResponse>;
  updateResponse(id: string, body: ResponseUpsert): Promise<WireResponse>;
  deleteResponse(id: string): Promise<WireResponse>;
}

const segment = encodeURIComponent;

/**
 * Creates the typed API client. One per app or custom element; credentials are pulled through
 * `getCredentials` so the client never owns session state.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', getCredentials: () => ({ token }) });
 * const { items } = await client.getMyDatasets();
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const request = createRequester(options);
  return {
    createToken: (username, password) => request('POST', '/token', { form: { username, password } }),
    getMe: () => request('GET', '/me'),
    getSettings: () => request('GET', '/settings'),
    getMyWorkspaces: () => request('GET', '/me/workspaces'),
    getWorkspace: (id) => request('GET', `/workspaces/${segment(id)}`),
    getMyDatasets: () => request('GET', '/me/datasets'),
    getDataset: (id) => request('GET', `/datasets/${segment(id)}`),
    getDatasetProgress: (id) => request('GET', `/datasets/${segment(id)}/progress`),
    getFields: (datasetId) => request('GET', `/datasets/${segment(datasetId)}/fields`),
    getQuestions: (datasetId) => request('GET', `/datasets/${segment(datasetId)}/questions`),
    getMetadataProperties: (datasetId) =>
      request('GET', `/me/datasets/${segment(datasetId)}/metadata-properties`),
    getVectorSettings: (datasetId) => request('GET', `/datasets/${segment(datasetId)}/vectors-settings`),
    getMyMetrics: (datasetId) => request('GET', `/me/datasets/${segment(datasetId)}/metrics`),
    searchMyRecords: (datasetId, body, params = {}) =>
      request('POST', `/me/datasets/${segment(datasetId)}/records/search`, {
        json: body,
        query: { include: params.include, offset: params.offset, limit: params.limit },
      }),
    getRecord: (id) => request('GET', `/records/${segment(id)}`),
    createResponse: (recordId, body) =>
      request('POST', `/records/${segment(recordId)}/responses`, { json: body }),
    updateResponse: (id, body) => request('PUT', `/responses/${segment(id)}`, { json: body }),
    deleteResponse: (id) => request('DELETE', `/responses/${segment(id)}`),
  };
}
