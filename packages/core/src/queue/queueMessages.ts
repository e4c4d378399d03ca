import type { EmptyStateContext } from './emptyState';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';

/** What decides the message shown after paging past the last record of the queue. */
export type EndOfQueueContext = Pick<
  EmptyStateContext,
  'status' | 'isFiltering' | 'isTaskDistributionCompleted'
>;

/**
 * The message shown after paging past the last record, by the same order of rules: task completed (when not
 * filtering), then "no records found" for a filtered view, then by status. The dataset cannot be empty here,
 * and "not submitted any yet" would be wrong at the end of the submitted list, so those two never show.
 *
 * @example
 * endOfQueueMessage({ status: 'pending', isFiltering: false, isTaskDistributionCompleted: false });
 * // { key: 'noPendingRecordsToAnnotate' }
 */
export function endOfQueueMessage(context: EndOfQueueContext): Message {
  const { status } = context;
  if (!context.isFiltering && context.isTaskDistributionCompleted) {
    return { key: CORE_MESSAGE_KEYS.taskDistributionCompleted };
  }
  if (context.isFiltering) return { key: CORE_MESSAGE_KEYS.noRecordsFound, params: { status } };
  if (status === 'pending') return { key: CORE_MESSAGE_KEYS.noPendingRecordsToAnnotate };
  if (status === 'draft') return { key: CORE_MESSAGE_KEYS.noDraftRecordsToReview };
  return { key: CORE_MESSAGE_KEYS.noRecords, params: { status } };
}
