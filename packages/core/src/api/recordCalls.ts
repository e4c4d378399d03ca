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
  WireSearchPage,
  WireSearchResult,
  WireSearchTotal,
  WireSuggestionOptions,
} from './wire/search';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** Query parameters of the record search. */
export interface SearchRecordsParams {
  include?: SearchInclude[];
  offset?: number;
  limit?: number;
}

/** Calls of the annotation screen: the record search, one record, and the caller's responses. */
export interface RecordCalls {
  /** POST /v1/me/datasets/{id}/records/search; `include` is sent as repeated parameters. */
  searchMyRecords(
    datasetId: string,
    body: SearchRecordsBody,
    params?: SearchRecordsParams,
  ): Promise<WireSearchResult>;
  /**
   * POST /v1/me/datasets/{id}/records/search/page (Marginalia's): the same page without counting every match; the
   * total is null while records follow it. What a large queue's first record waits for.
   */
  searchMyRecordsPage(datasetId: string, body: SearchRecordsBody, params?: SearchRecordsParams): Promise<WireSearchPage>;
  /** POST /v1/me/datasets/{id}/records/search/total (Marginalia's): the exact total of the search. */
  countMyRecords(datasetId: string, body: SearchRecordsBody): Promise<WireSearchTotal>;
  /** GET /v1/datasets/{id}/records/search/suggestions/options: the agents that suggested for each question. */
  getSuggestionOptions(datasetId: string, options?: ReadOptions): Promise<WireSuggestionOptions>;
  getRecord(id: string, options?: ReadOptions): Promise<WireRecord>;
  createResponse(recordId: string, body: ResponseUpsert): Promise<WireResponse>;
  updateResponse(id: string, body: ResponseUpsert): Promise<WireResponse>;
  deleteResponse(id: string): Promise<WireResponse>;
  /** POST /v1/me/responses/bulk: upserts the caller's responses; per-item result or error, aligned. */
  createResponsesBulk(body: ResponsesBulkCreate): Promise<WireResponseBulkResult>;
}

const segment = encodeURIComponent;

/** The record calls of `createApiClient` over one requester. */
export function recordCalls(request: Requester): RecordCalls {
  return {
    searchMyRecords: (datasetId, body, params = {}) =>
      request('POST', `/me/datasets/${segment(datasetId)}/records/search`, {
        json: body,
        query: { include: params.include, offset: params.offset, limit: params.limit },
      }),
    searchMyRecordsPage: (datasetId, body, params = {}) =>
      request('POST', `/me/datasets/${segment(datasetId)}/records/search/page`, {
        json: body,
        query: { include: params.include, offset: params.offset, limit: params.limit },
      }),
    countMyRecords: (datasetId, body) =>
      request('POST', `/me/datasets/${segment(datasetId)}/records/search/total`, { json: body }),
    getSuggestionOptions: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/records/search/suggestions/options`, options),
    getRecord: (id, options) => request('GET', `/records/${segment(id)}`, options),
    createResponse: (recordId, body) =>
      request('POST', `/records/${segment(recordId)}/responses`, { json: body }),
    updateResponse: (id, body) => request('PUT', `/responses/${segment(id)}`, { json: body }),
    deleteResponse: (id) => request('DELETE', `/responses/${segment(id)}`),
    createResponsesBulk: (body) => request('POST', '/me/responses/bulk', { json: body }),
  };
}
