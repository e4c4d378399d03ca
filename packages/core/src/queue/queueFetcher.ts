import type { ApiClient } from '../api/createApiClient';
import type { WireSearchResult } from '../api/wire/search';
import { buildSearchRequest } from '../criteria/buildSearchRequest';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import { toAnnotationRecord, type AnnotationRecord } from '../model/AnnotationRecord';
import type { QueuedRecord, ServerWindow } from './queuedRecords';
import { searchContextFor, type QueueContext } from './queueSearchContext';
import { commentRecordIdsFor } from './commentFilterRecords';
import { reviewRecordIdsFor } from './reviewStatusRecords';
import { searchInReviewOrder } from './reviewSortWindow';
import { usesReviewSort } from './usesReviewSort';
import type { QueueStateAccess } from './recordQueueState';

/** What the fetcher works with. */
export interface QueueFetcherContext extends QueueStateAccess {
  client: ApiClient;
  datasetId: string;
  userId: string;
}

/**
 * One fetched server window: the records numbered by page position and the server's total — null when the window
 * was read uncounted and more records follow it.
 */
export interface FetchedWindow {
  items: QueuedRecord[];
  total: number | null;
}

/** Fetches the queue's records from the server. */
export interface QueueFetcher {
  /** Searches one server window; records are numbered from `firstPage`. A pending context is stored once read. */
  fetchWindow(
    target: RecordCriteria,
    window: ServerWindow,
    firstPage: number,
    pendingContext?: Promise<QueueContext>,
    uncounted?: boolean,
  ): Promise<FetchedWindow>;
  /** The exact number of records the criteria match on the server. */
  countMatches(target: RecordCriteria): Promise<number>;
  /** The similarity reference: among the held or just fetched records, else fetched by id (null on failure). */
  referenceRecord(recordId: string, fetched: readonly QueuedRecord[]): Promise<AnnotationRecord | null>;
}

function questionNamesOf(context: QueueContext | null): Map<string, string> {
  return new Map((context?.questions ?? []).map((question) => [question.id, question.name]));
}

function withServer(criteria: RecordCriteria, server: ServerWindow): RecordCriteria {
  return { ...criteria, page: { ...criteria.page, server: { ...server } } };
}

/**
 * Creates the part of the record queue that talks to the server: searches of one window and the similarity
 * reference, turned into annotation records of the signed-in user.
 *
 * @example
 * const fetcher = createQueueFetcher({ client, datasetId, userId, get, set });
 * const { items, total } = await fetcher.fetchWindow(criteria, { from: 1, many: 10 }, 1);
 */
export function createQueueFetcher({
  client,
  datasetId,
  userId,
  get,
  set,
}: QueueFetcherContext): QueueFetcher {
  const toQueued = (
    items: WireSearchResult['items'],
    firstPage: number,
    context: QueueContext | null,
  ): QueuedRecord[] => {
    const questionNames = questionNamesOf(context);
    return items.map((item, index) => ({
      page: firstPage + index,
      record: toAnnotationRecord(item.record, { userId, questionNames, queryScore: item.query_score }),
    }));
  };

  // The record ids of a comment or review-status filter are read first; without one the context is at hand and
  // the search goes out at once, beside the other reads.
  const searchContextOf = (target: RecordCriteria) => {
    const plain = { ...searchContextFor(target, get().context), commentRecordIds: null, reviewRecordIds: null };
    if (target.comments === null && target.reviewStatus === null) return plain;
    return (async () => ({
      ...plain,
      commentRecordIds: target.comments === null ? null : await commentRecordIdsFor(client, datasetId, target),
      reviewRecordIds: target.reviewStatus === null ? null : await reviewRecordIdsFor(client, datasetId, target),
    }))();
  };

  return {
    async fetchWindow(target, window, firstPage, pendingContext, uncounted = false) {
      const built = searchContextOf(target);
      const searchContext = built instanceof Promise ? await built : built;
      const search = async (): Promise<{ items: WireSearchResult['items']; total: number | null }> => {
        if (usesReviewSort(target)) {
          const sorted = await searchInReviewOrder(client, datasetId, target, window, searchContext);
          set({ reviewSortCapped: sorted.capped });
          return sorted;
        }
        if (get().reviewSortCapped.length > 0) set({ reviewSortCapped: [] });
        const { body, params } = buildSearchRequest(withServer(target, window), searchContext);
        return uncounted
          ? client.searchMyRecordsPage(datasetId, body, params)
          : client.searchMyRecords(datasetId, body, params);
      };
      const [result, context] = await Promise.all([search(), pendingContext ?? get().context]);
      if (pendingContext) set({ context });
      return { items: toQueued(result.items, firstPage, context), total: result.total };
    },
    async countMatches(target) {
      const { body } = buildSearchRequest(target, await searchContextOf(target));
      return (await client.countMyRecords(datasetId, body)).total;
    },
    async referenceRecord(recordId, fetched) {
      const held = [...get().records, ...fetched].find((entry) => entry.record.id === recordId);
      if (held) return held.record;
      try {
        const questionNames = questionNamesOf(get().context);
        return toAnnotationRecord(await client.getRecord(recordId), { userId, questionNames });
      } catch {
        return null;
      }
    },
  };
}
