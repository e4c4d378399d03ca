import type { SearchRecordsBody } from '../api/wire/search';

/**
 * The search body of the caller's pending queue, exactly as the original app sends it: no query, and two
 * filters — the caller has not responded (`response.status` = pending) AND the team has not completed the record
 * (`record.status` = pending), so records completed by others disappear. Filtered, sorted and other-status
 * searches are built by `criteria/buildSearchRequest`.
 *
 * @example
 * await client.searchMyRecords(datasetId, pendingQueueSearchBody(), { include: ['responses', 'suggestions'], offset: 0, limit: 1 });
 */
export function pendingQueueSearchBody(): SearchRecordsBody {
  return {
    query: {},
    filters: {
      and: [
        { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
        { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
      ],
    },
  };
}
