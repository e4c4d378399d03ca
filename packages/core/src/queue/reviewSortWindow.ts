import type { ApiClient } from '../api/createApiClient';
import type { ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';
import type { WireSearchResult } from '../api/wire/search';
import { buildSearchRequest, type SearchRequestContext } from '../criteria/buildSearchRequest';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { ServerWindow } from './queuedRecords';

/**
 * The review-status order (docs/review-and-agreement.md "Sort by review status"): what needs a decision first,
 * then what waits for its annotators, then what is settled, then what is not ready.
 */
export const REVIEW_SORT_ORDER: readonly ReviewFilterStatus[] = ['pending', 'rejected', 'accepted', 'unreviewed'];

/** One server window in review-status order: the records, the total over every status, the capped statuses. */
export interface ReviewSortedWindow {
  items: WireSearchResult['items'];
  total: number;
  /** Statuses with more records than one record-id filter holds (250): only their first 250 are searched. */
  capped: ReviewFilterStatus[];
}

type SortClient = Pick<ApiClient, 'getReviewRecordIds' | 'searchMyRecords'>;

/**
 * Searches one server window in review-status order. The Argilla search cannot sort by review status, so each
 * status is searched on its own (its record ids as the search's record-id filter, beside every other filter and
 * the page's other sort) and the statuses' results are chained: the window's offset skips whole statuses by
 * their totals, then takes what the window still needs from the following ones. Every status is searched, so
 * the total counts them all.
 *
 * @example
 * const { items, total } = await searchInReviewOrder(client, datasetId, criteria, { from: 11, many: 10 }, context);
 */
export async function searchInReviewOrder(
  client: SortClient,
  datasetId: string,
  criteria: RecordCriteria,
  span: ServerWindow,
  context: SearchRequestContext,
): Promise<ReviewSortedWindow> {
  const idLists = await Promise.all(
    REVIEW_SORT_ORDER.map((status) => client.getReviewRecordIds(datasetId, { status })),
  );
  const items: WireSearchResult['items'] = [];
  const capped: ReviewFilterStatus[] = [];
  let skip = span.from - 1;
  let total = 0;
  for (const [index, status] of REVIEW_SORT_ORDER.entries()) {
    const ids = idLists[index] ?? { items: [], total: 0 };
    if (ids.total > ids.items.length) capped.push(status);
    const need = span.many - items.length;
    // A status past the window is still searched for its total: one record is the least a search asks.
    const server = { from: skip + 1, many: Math.max(need, 1) };
    const { body, params } = buildSearchRequest(
      { ...criteria, reviewStatus: status, page: { ...criteria.page, server } },
      { ...context, reviewRecordIds: ids.items },
    );
    const result = await client.searchMyRecords(datasetId, body, params);
    total += result.total;
    if (need > 0) items.push(...result.items.slice(0, need));
    skip = Math.max(skip - result.total, 0);
  }
  return { items, total, capped };
}
