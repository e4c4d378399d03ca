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
