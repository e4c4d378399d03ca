import type { ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';
import type { WireReviewSummary } from '../api/wire/review';
import type { SearchFilter } from '../api/wire/search';
import type { RecordCriteriaStore } from './createRecordCriteriaStore';

/**
 * The review-status filter of the annotation page (docs/review-and-agreement.md "Review status on the annotation
 * page"): records pending review, accepted, rejected or not reviewed, read from
 * `GET /datasets/{id}/review/record-ids` and searched as the Argilla search's own record-id terms filter.
 */

/** The id no record has: a record-id filter that must match nothing still sends one value (the wire needs one). */
const NO_REVIEW_RECORD_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The search filter of the records a review status keeps: the record-id terms filter; none → the nil id.
 *
 * @example
 * reviewStatusSearchFilter(['r1']); // { type: 'terms', scope: { entity: 'record', property: 'id' }, values: ['r1'] }
 */
export function reviewStatusSearchFilter(recordIds: readonly string[]): SearchFilter {
  return {
    type: 'terms',
    scope: { entity: 'record', property: 'id' },
    values: recordIds.length > 0 ? [...recordIds] : [NO_REVIEW_RECORD_ID],
  };
}

/**
 * Whether the annotation page offers the review-status filter: on a dataset with review, that is one the caller
 * reviews (`can_review`) or one with a decision already taken (an accepted or rejected record). Not while the
 * summary is unknown (or the server has no review: an Argilla server answers 404).
 *
 * @example
 * offersReviewStatusFilter({ can_review: false, accepted: 1, rejected: 0 }); // true
 */
export function offersReviewStatusFilter(
  summary: Pick<WireReviewSummary, 'can_review' | 'accepted' | 'rejected'> | null | undefined,
): boolean {
  if (!summary) return false;
  return summary.can_review || summary.accepted + summary.rejected > 0;
}

/**
 * Filters the annotation view by a review status (or stops, with null) and applies it at once, as the status
 * filter does.
 *
 * @example
 * changeReviewStatusFilter(store.criteria, 'accepted');
 */
export function changeReviewStatusFilter(
  criteria: RecordCriteriaStore,
  status: ReviewFilterStatus | null,
): void {
  criteria.getState().setReviewStatus(status);
  criteria.getState().commit();
}

/**
 * Orders the annotation view by review status (or stops, with false) and applies it at once: pending review,
 * rejected, accepted, not reviewed, the other sort within each status.
 *
 * @example
 * changeReviewSort(store.criteria, true);
 */
export function changeReviewSort(criteria: RecordCriteriaStore, on: boolean): void {
  criteria.getState().setReviewSort(on);
  criteria.getState().commit();
}
