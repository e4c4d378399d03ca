import type { ApiClient } from '../api/createApiClient';
import type { SearchFilter, SearchRecordsBody } from '../api/wire/search';

/** Status filters: the response status the criteria select, and the record status of the pending queue. */
function isStatusFilter({ scope }: SearchFilter): boolean {
  return (scope.entity === 'response' || scope.entity === 'record') && scope.property === 'status';
}

/**
 * A record search narrowed to one record: its id is the first filter, and the status filters go (a record
 * opened by id shows whether it is pending, a draft, submitted or discarded). Text, metadata, response and
 * suggestion filters stay, so the view's filters still apply to it.
 *
 * @example
 * withRecordScope(body, 'c8f0…').filters?.and[0]; // { type: 'terms', scope: { entity: 'record', property: 'id' }, values: ['c8f0…'] }
 */
export function withRecordScope(body: SearchRecordsBody, recordId: string): SearchRecordsBody {
  const byId: SearchFilter = {
    type: 'terms',
    scope: { entity: 'record', property: 'id' },
    values: [recordId],
  };
  const others = (body.filters?.and ?? []).filter((filter) => !isStatusFilter(filter));
  return { ...body, filters: { ...body.filters, and: [byId, ...others] } };
}

/**
 * The client of a view scoped to one record: its record searches find that record only (see
 * {@link withRecordScope}); every other call is the client's own.
 *
 * @example
 * const client = scopeClientToRecord(sdk.client, recordId);
 */
export function scopeClientToRecord(client: ApiClient, recordId: string): ApiClient {
  return {
    ...client,
    searchMyRecords: (datasetId, body, params) =>
      client.searchMyRecords(datasetId, withRecordScope(body, recordId), params),
    searchMyRecordsPage: (datasetId, body, params) =>
      client.searchMyRecordsPage(datasetId, withRecordScope(body, recordId), params),
    countMyRecords: (datasetId, body) => client.countMyRecords(datasetId, withRecordScope(body, recordId)),
  };
}
