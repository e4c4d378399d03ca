import type { ApiClient } from '../api/createApiClient';
import type { WireRecordHistory } from '../api/wire/history';
import type { QueryOptions } from '../observer/QueryObserver';

/**
 * A record's history as a query. `revision` reads it again when it changes: the annotation page passes the
 * signed-in person's answer's `updated_at`, so the panel shows an answer just sent. The read bypasses the
 * client's cache, so a change someone else made shows too.
 *
 * @example
 * const history = useQuery(recordHistoryQuery(client, recordId, response?.updated_at));
 */
export function recordHistoryQuery(
  client: Pick<ApiClient, 'getRecordHistory'>,
  recordId: string | null,
  revision = '',
): QueryOptions<WireRecordHistory> {
  return {
    key: recordId === null ? null : `record-history:${recordId}:${revision}`,
    load: () => client.getRecordHistory(recordId as string, { cache: 'bypass' }),
    keepWhileReloading: true,
  };
}
