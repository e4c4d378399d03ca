import { REVIEW_FILTER_STATUSES, type ReviewFilterStatus } from '../api/wire/reviewRecordIds';
import type { SearchFilter } from '../api/wire/search';

/**
 * The review-status filter of the annotation page (docs/review-and-agreement.md "Review status on the annotation
 * page"): records pending review, accepted, rejected or not reviewed, read from
 * `GET /datasets/{id}/review/record-ids` and searched as the Argilla search's own record-id terms filter.
 */

/** The id no record has: a record-id filter that must match nothing still sends one value (the wire needs one). */
const NO_REVIEW_RECORD_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The URL parameter's value (`review=accepted`); null for a missing or unknown value.
 *
 * @example
 * parseReviewStatusParam('accepted'); // 'accepted'
 * parseReviewStatusParam('done'); // null
 */
export function parseReviewStatusParam(value: string | null): ReviewFilterStatus | null {
  return REVIEW_FILTER_STATUSES.find((status) => status === value) ?? null;
}

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
