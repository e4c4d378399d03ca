import { REVIEW_FILTER_STATUSES, type ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';

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
