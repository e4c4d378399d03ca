import type { WireReviewSummary } from '../api/wire/review';

/** The review counts the progress panel shows. */
export interface ReviewProgress {
  /** Records with at least `min_submitted` submitted answers. */
  reviewable: number;
  /** Accepted and sent back: every record a reviewer decided. */
  reviewed: number;
  accepted: number;
  rejected: number;
}

/**
 * The review counts of a dataset's summary. A record sent back counts as reviewed until its annotators answer
 * again, as the queue's `rejected` set does.
 *
 * @example
 * toReviewProgress({ reviewable: 10, pending: 7, accepted: 2, rejected: 1, can_review: false });
 * // { reviewable: 10, reviewed: 3, accepted: 2, rejected: 1 }
 */
export function toReviewProgress(summary: WireReviewSummary): ReviewProgress {
  return {
    reviewable: summary.reviewable,
    reviewed: summary.accepted + summary.rejected,
    accepted: summary.accepted,
    rejected: summary.rejected,
  };
}
