import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/createApiClient';
import { messageOfError } from '../api/messageOfError';
import type { WireHistoryEntry } from '../api/wire/history';
import type { AnnotationData } from '../annotation/annotationState';
import type { Message } from '../messages/Message';
import type { QueryOptions } from '../observer/QueryObserver';

/**
 * The record history panel's read: the entries (oldest first), or why there are none to show. `unavailable`: the
 * server has no history (an Argilla server answers 404), so the panel stays out of the way.
 */
export type RecordHistoryResult =
  | { entries: WireHistoryEntry[]; error: null; unavailable: false }
  | { entries: null; error: Message | null; unavailable: boolean };

function failureOf(error: unknown): RecordHistoryResult {
  if (error instanceof ApiError && error.status === 404)
    return { entries: null, error: null, unavailable: true };
  return { entries: null, error: messageOfError(error), unavailable: false };
}

/**
 * A record's history as a query. `revision` reads it again when it changes (`selectRecordHistoryTarget` gives
 * the annotation page's). The read bypasses the client's cache, so a change someone else made shows too.
 *
 * @example
 * const history = useQuery(recordHistoryQuery(client, recordId, revision));
 */
export function recordHistoryQuery(
  client: Pick<ApiClient, 'getRecordHistory'>,
  recordId: string | null,
  revision = '',
): QueryOptions<RecordHistoryResult> {
  return {
    key: recordId === null ? null : `record-history:${recordId}:${revision}`,
    load: () =>
      client
        .getRecordHistory(recordId as string, { cache: 'bypass' })
        .then(
          (history): RecordHistoryResult => ({ entries: history.items, error: null, unavailable: false }),
          failureOf,
        ),
    keepWhileReloading: true,
  };
}

/**
 * Which record's history the annotation page shows, and when to read it again: the record shown and the caller's
 * last save of it (a submit, a draft, a discard), so the panel shows an answer just sent.
 */
export function selectRecordHistoryTarget(state: Pick<AnnotationData, 'record' | 'lastSavedAt'>): {
  recordId: string | null;
  revision: string;
} {
  const record = state.record;
  return {
    recordId: record?.id ?? null,
    revision: `${record?.status ?? ''}:${record?.response?.updatedAt ?? ''}:${state.lastSavedAt ?? ''}`,
  };
}
