import type { DatasetHistoryQuery, WireDatasetHistory, WireRecordHistory } from './wire/history';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** A dataset history's filters, without the page and format (`DatasetHistoryQuery`). */
export type DatasetHistoryFilterQuery = Pick<DatasetHistoryQuery, 'user_id' | 'entity' | 'from' | 'to'>;

/** The CSV download of a dataset's history: its text and the file name the server gives it. */
export interface HistoryCsvFile {
  fileName: string;
  csv: string;
}

/** History (issue #29), on Marginalia's paths beside the Argilla wire; read-only. */
export interface HistoryCalls {
  /** GET /v1/records/{id}/history (members): every change of the record, oldest first. */
  getRecordHistory(recordId: string, options?: ReadOptions): Promise<WireRecordHistory>;
  /** GET /v1/datasets/{id}/history (owners and admins): one page, newest first, with the filtered total. */
  getDatasetHistory(
    datasetId: string,
    query?: DatasetHistoryQuery,
    options?: ReadOptions,
  ): Promise<WireDatasetHistory>;
  /** GET /v1/datasets/{id}/history?format=csv: the whole filtered history as a CSV file. */
  downloadDatasetHistoryCsv(datasetId: string, filter?: DatasetHistoryFilterQuery): Promise<HistoryCsvFile>;
}

const segment = encodeURIComponent;

function filterQuery(filter: DatasetHistoryFilterQuery) {
  return { user_id: filter.user_id, entity: filter.entity, from: filter.from, to: filter.to };
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or `fallback`. */
function attachmentName(headers: Headers, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** The history calls of `createApiClient` over one requester. */
export function historyCalls(request: Requester): HistoryCalls {
  return {
    getRecordHistory: (recordId, options) => request('GET', `/records/${segment(recordId)}/history`, options),
    getDatasetHistory: (datasetId, query = {}, options) =>
      request('GET', `/datasets/${segment(datasetId)}/history`, {
        ...options,
        query: {
          ...filterQuery(query),
          offset: query.offset as number | undefined,
          limit: query.limit as number | undefined,
        },
      }),
    async downloadDatasetHistoryCsv(datasetId, filter = {}) {
      const { body, headers } = await request.withHeaders<string>(
        'GET',
        `/datasets/${segment(datasetId)}/history`,
        {
          query: { ...filterQuery(filter), format: 'csv' },
        },
      );
      return { csv: body ?? '', fileName: attachmentName(headers, `dataset-${datasetId}-history.csv`) };
    },
  };
}
