import type { ApiClient } from '../api/createApiClient';
import type { WireReviewSummary } from '../api/wire/review';
import type { QueryOptions } from '../observer/QueryObserver';

/**
 * The review summary of a dataset (counts, and `can_review`: whether the caller reviews it), as a query.
 *
 * @example
 * const summary = useQuery(reviewSummaryQuery(client, datasetId));
 */
export function reviewSummaryQuery(client: ApiClient, datasetId: string): QueryOptions<WireReviewSummary> {
  return { key: `review-summary:${datasetId}`, load: () => client.getReviewSummary(datasetId) };
}
