import {
  changeReviewSort,
  offersReviewStatusFilter,
  ownCountsRevision,
  reviewSortCappedMessage,
  reviewSummaryQuery,
} from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { translateMessage, useT } from '../../hooks/useT';
import { useAnnotationView } from '../view/AnnotationViewContext';
import { useCriteria } from '../view/useCriteria';

/**
 * The sort panel's "review status first" entry (docs/review-and-agreement.md): on datasets with review, as the
 * review-status filter, or while the URL asks for it. Says so when a status shows only its first 250 records.
 *
 * @example
 * <ReviewSortToggle />
 */
export function ReviewSortToggle() {
  const t = useT();
  const { store, client, datasetId } = useAnnotationView();
  const revision = useStoreSelector(store, (s) => ownCountsRevision(s.metrics));
  const summary = useQuery(reviewSummaryQuery(client, datasetId, revision));
  const capped = useStoreSelector(store.queue, (s) => reviewSortCappedMessage(s.reviewSortCapped));
  const [{ reviewSort }, criteria] = useCriteria((s) => ({ reviewSort: s.committed.reviewSort }));
  if (!reviewSort && !offersReviewStatusFilter(summary)) return null;
  return (
    <div className="mg-sort__review">
      <label>
        <input
          type="checkbox"
          checked={reviewSort}
          onChange={(event) => changeReviewSort(criteria, event.currentTarget.checked)}
        />
        {t('annotation.sort.reviewStatus')}
      </label>
      {reviewSort && capped && <p role="status">{translateMessage(t, capped)}</p>}
    </div>
  );
}
