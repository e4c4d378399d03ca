import type { RecordCriteria } from '../criteria/RecordCriteria';
import { canGoNext, canGoPrevious, recordsOnPage, type QueuedRecord } from './queuedRecords';
import type { QueueStateAccess, RecordQueueState } from './recordQueueState';

/** Replaces held records, total and/or loaded criteria, recomputing what derives from them. */
export type QueueRecordsUpdate = (
  next: Partial<Pick<RecordQueueState, 'records' | 'total' | 'totalKnown' | 'loadedWith'>>,
) => void;

/** The page's records and whether there is a page before or after it. */
export function derivedPageOf(
  records: readonly QueuedRecord[],
  loadedWith: RecordCriteria | null,
  total: number,
): Pick<RecordQueueState, 'pageRecords' | 'canGoNext' | 'canGoPrevious'> {
  if (loadedWith === null) return { pageRecords: [], canGoNext: false, canGoPrevious: false };
  return {
    pageRecords: recordsOnPage(records, loadedWith.page).map((entry) => entry.record),
    canGoNext: canGoNext(loadedWith.page, total),
    canGoPrevious: canGoPrevious(loadedWith.page),
  };
}

/**
 * Creates the queue's one writer of held records: every change to records, total or loaded criteria goes
 * through it so the page's records and paging flags never disagree with them.
 *
 * @example
 * const update = createQueueRecordsUpdate({ get, set });
 * update({ records, total: 12 });
 */
export function createQueueRecordsUpdate({ get, set }: QueueStateAccess): QueueRecordsUpdate {
  return (next) => {
    const records = next.records ?? get().records;
    const loadedWith = next.loadedWith === undefined ? get().loadedWith : next.loadedWith;
    const total = next.total ?? get().total;
    set({ ...next, ...derivedPageOf(records, loadedWith, total) });
  };
}
