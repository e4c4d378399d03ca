import type { ApiClient } from '../api/createApiClient';
import type { WireReviewSummary } from '../api/wire/review';
import type { QueryOptions } from '../observer/QueryObserver';
import { staleWhenInvalidated } from '../observer/staleWhenInvalidated';

/**
 * The review summary of a dataset (counts, and `can_review`: whether the caller reviews it), as a query.
 * `revision` reads it again when it changes (the progress panel passes the caller's own counts), as does a review
 * decision or a response written through the same client; while `revision` is null (those counts are not known
 * yet) nothing is read.
 *
 * @example
 * const summary = useQuery(reviewSummaryQuery(client, datasetId));
 */
export function reviewSummaryQuery(
  client: Pick<ApiClient, 'getReviewSummary' | 'onInvalidate'>,
  datasetId: string,
  revision: string | null = '',
): QueryOptions<WireReviewSummary> {
  return {
    key:
      revision === null
        ? null
        : revision === ''
          ? `review-summary:${datasetId}`
          : `review-summary:${datasetId}:${revision}`,
    load: () => client.getReviewSummary(datasetId),
    keepWhileReloading: revision !== '',
    staleWhen: staleWhenInvalidated(client, `/datasets/${datasetId}/review/summary`),
  };
}
