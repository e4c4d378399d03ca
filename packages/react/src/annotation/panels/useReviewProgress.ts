import { reviewSummaryQuery, toReviewProgress, type ReviewProgress } from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../view/AnnotationViewContext';

/**
 * The review counts of the view's dataset and whether the caller reviews it, read again whenever the caller's
 * own counts change (a submit can make a record reviewable). Null while reading, or where the server has no
 * review (an Argilla server answers 404): the panel then leaves the review out.
 *
 * @example
 * const { review, canReview } = useReviewProgress();
 */
export function useReviewProgress(): { review: ReviewProgress | null; canReview: boolean; revision: string } {
  const { store, client, datasetId } = useAnnotationView();
  const revision = useStoreSelector(store, (s) => (s.metrics ? `${s.metrics.responded}:${s.metrics.submitted}` : 'none'));
  const summary = useQuery(reviewSummaryQuery(client, datasetId, revision));
  return { review: summary ? toReviewProgress(summary) : null, canReview: summary?.can_review ?? false, revision };
}
