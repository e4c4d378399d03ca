import {
  REVIEW_FILTER_STATUSES,
  changeReviewStatusFilter,
  offersReviewStatusFilter,
  ownCountsRevision,
  reviewSummaryQuery,
  type ReviewFilterStatus,
} from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { Select } from '../../primitives/Select';
import { useAnnotationView } from '../view/AnnotationViewContext';
import { useCriteria } from '../view/useCriteria';

type Choice = ReviewFilterStatus | 'all';

/**
 * The review-status filter of the Filters panel: any record, or those pending review, accepted, rejected or not
 * reviewed (docs/review-and-agreement.md). Shown on datasets with review (`offersReviewStatusFilter`), or while
 * the URL asks for it. Reads the review summary the progress panel reads (same revision, one read).
 *
 * @example
 * <ReviewStatusFilter />
 */
export function ReviewStatusFilter() {
  const t = useT();
  const { store, client, datasetId } = useAnnotationView();
  const revision = useStoreSelector(store, (s) => ownCountsRevision(s.metrics));
  const summary = useQuery(reviewSummaryQuery(client, datasetId, revision));
  const [{ reviewStatus }, criteria] = useCriteria((s) => ({ reviewStatus: s.committed.reviewStatus }));
  if (reviewStatus === null && !offersReviewStatusFilter(summary)) return null;
  const choices: Choice[] = ['all', ...REVIEW_FILTER_STATUSES];
  return (
    <div className="mg-toolbar__field">
      <Select
        label={t('annotation.reviewFilter.label')}
        className="mg-review-filter"
        value={reviewStatus ?? 'all'}
        options={choices.map((choice) => ({ value: choice, label: t(`annotation.reviewFilter.${choice}`) }))}
        onChange={(choice: Choice) => changeReviewStatusFilter(criteria, choice === 'all' ? null : choice)}
      />
    </div>
  );
}
