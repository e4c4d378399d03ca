import {
  ownCountsRevision,
  reviewSummaryQuery,
  toReviewProgress,
  type ReviewProgress,
} from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../view/AnnotationViewContext';

/**
 * The review counts of the view's dataset and whether the caller reviews it, read once the caller's own counts
 * are known (after the first record) and again whenever they change (a submit can make a record reviewable). Null while reading, or where the server has no
 * review (an Argilla server answers 404): the panel then leaves the review out.
 *
 * @example
 * const { review, canReview } = useReviewProgress();
 */
export function useReviewProgress(): { review: ReviewProgress | null; canReview: boolean; revision: string } {
  const { store, client, datasetId } = useAnnotationView();
  const revision = useStoreSelector(store, (s) => ownCountsRevision(s.metrics));
  const summary = useQuery(reviewSummaryQuery(client, datasetId, revision));
  // A summary (and so canReview) exists only once the revision does.
  return {
    review: summary ? toReviewProgress(summary) : null,
    canReview: summary?.can_review ?? false,
    revision: revision ?? '',
  };
}
