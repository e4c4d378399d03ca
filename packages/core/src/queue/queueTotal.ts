import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { FetchedWindow } from './queueFetcher';
import type { RecordQueueState } from './recordQueueState';
import { usesReviewSort } from './usesReviewSort';

/** The queue's total and whether it is exact. */
export type QueueTotal = Pick<RecordQueueState, 'total' | 'totalKnown'>;

/**
 * Whether the queue reads `target`'s windows uncounted (the total asked for after the first record paints): in
 * focus mode of a plain search, when the queue counts after the paint. Bulk mode's page and select-all need the
 * total with the records; a similarity or review-order search is counted on the way anyway.
 *
 * @example
 * readsUncounted(defaultRecordCriteria(), true); // true
 */
export function readsUncounted(target: RecordCriteria, countsAfterPaint: boolean): boolean {
  return (
    countsAfterPaint && target.page.mode === 'focus' && !target.similaritySearch && !usesReviewSort(target)
  );
}

/**
 * The total after a fetched window, `left` being the held records whose status has left the filter since: the
 * server's when it told it; otherwise the held total while it is exact (raised to one past the window's last
 * record, which is followed by more), else one past that record, not yet exact.
 *
 * @example
 * totalAfterWindow({ items: tenRecords, total: null }, 0, { total: 0, totalKnown: false }); // { total: 11, totalKnown: false }
 */
export function totalAfterWindow(found: FetchedWindow, left: number, held: QueueTotal): QueueTotal {
  if (found.total !== null) return { total: found.total + left, totalKnown: true };
  const followed = (found.items.at(-1)?.page ?? 0) + 1;
  return { total: Math.max(held.totalKnown ? held.total : 0, followed), totalKnown: held.totalKnown };
}
