import type { ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';

/**
 * Whether the criteria's records go in review-status order: asked for, and neither a review-status filter (one
 * status: nothing to order) nor a similarity search (its own order) makes it moot.
 *
 * @example
 * usesReviewSort({ ...criteria, reviewSort: true }); // true without a review-status filter or similarity search
 */
export function usesReviewSort(
  criteria: Pick<RecordCriteria, 'reviewSort' | 'reviewStatus' | 'similaritySearch'>,
): boolean {
  return criteria.reviewSort && criteria.reviewStatus === null && criteria.similaritySearch === null;
}

/**
 * The page's note while a status is capped in review-status order; null otherwise.
 *
 * @example
 * reviewSortCappedMessage(['unreviewed']); // { key: 'reviewSortCapped' }
 */
export function reviewSortCappedMessage(capped: readonly ReviewFilterStatus[]): Message | null {
  return capped.length > 0 ? { key: CORE_MESSAGE_KEYS.reviewSortCapped } : null;
}
