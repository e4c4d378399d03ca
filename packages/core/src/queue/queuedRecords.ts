import { VALID_STATUSES, type CriteriaStatus, type PageCriteria } from '../criteria/RecordCriteria';
import type { AnnotationRecord, AnnotationStatus } from '../model/AnnotationRecord';

/** A record held by the queue at its 1-based position in the view ("page"). */
export interface QueuedRecord {
  page: number;
  record: AnnotationRecord;
}

/** A window of the server's result list: 1-based position of the first record and how many. */
export interface ServerWindow {
  from: number;
  many: number;
}

/**
 * Adds fetched records to the held ones: a record already held (same id) is replaced, and the result is kept
 * in page order.
 *
 * @example
 * appendRecords(held, [{ page: 11, record }]);
 */
export function appendRecords(
  held: readonly QueuedRecord[],
  incoming: readonly QueuedRecord[],
): QueuedRecord[] {
  const byId = new Map(held.map((entry) => [entry.record.id, entry]));
  for (const entry of incoming) byId.set(entry.record.id, entry);
  return [...byId.values()].sort((a, b) => a.page - b.page);
}

/** How far one step of pagination moves: the page size in bulk mode, one record in focus mode. */
export function pageStep(page: PageCriteria): number {
  return page.mode === 'bulk' ? page.client.many : 1;
}

/**
 * The records shown on a page: the one at the page position in focus mode, the page size of records from it
 * in bulk mode.
 *
 * @example
 * recordsOnPage(held, pageAt('bulk', 11, 10)); // the records at positions 11 to 20
 */
export function recordsOnPage(held: readonly QueuedRecord[], page: PageCriteria): QueuedRecord[] {
  const first = page.client.page;
  const end = first + pageStep(page);
  return held.filter((entry) => entry.page >= first && entry.page < end);
}

/** Whether the record at the page's first position is held. */
export function hasRecordOn(held: readonly QueuedRecord[], page: PageCriteria): boolean {
  return held.some((entry) => entry.page === page.client.page);
}

/** The record statuses a status filter selects (`valid` stands for pending, submitted and draft). */
export function statusesOf(status: CriteriaStatus): readonly AnnotationStatus[] {
  return status === 'valid' ? VALID_STATUSES : [status];
}

/** Whether a record's answer has not reached the server yet (it waits in the outbox). */
export type IsUnsent = (recordId: string) => boolean;

/**
 * Held records whose status no longer matches the status filter (e.g. submitted while browsing the pending
 * queue). The server no longer lists them, so its positions after them moved back by this many. A record whose
 * answer is still unsent does not count: the server still lists it where it was.
 *
 * @example
 * countLeftStatus(held, 'pending'); // 3 after submitting three records
 * countLeftStatus(held, 'pending', (id) => id === 'rec-3'); // 2 while rec-3's answer waits in the outbox
 */
export function countLeftStatus(
  held: readonly QueuedRecord[],
  status: CriteriaStatus,
  isUnsent: IsUnsent = () => false,
): number {
  const statuses = statusesOf(status);
  return held.filter((entry) => !statuses.includes(entry.record.status) && !isUnsent(entry.record.id)).length;
}

/** Records fetched ahead: half the page size in focus mode, the page size in bulk mode. */
export function bufferSize(page: PageCriteria): number {
  return page.mode === 'bulk' ? page.client.many : Math.floor(page.client.many / 2);
}

/**
 * Whether to fetch ahead: the held records after the current page are at most the buffer size, and the last
 * held record is not the last one there is.
 *
 * @example
 * shouldBuffer(held, pageAt('focus', 5), 40); // true when pages 6 to 10 are all that is held after page 5
 */
export function shouldBuffer(held: readonly QueuedRecord[], page: PageCriteria, total: number): boolean {
  const last = held.at(-1);
  if (last === undefined || last.page >= total) return false;
  const nextPageStart = page.client.page + pageStep(page);
  const after = held.filter((entry) => entry.page >= nextPageStart).length;
  return after <= bufferSize(page);
}

/**
 * The server window that continues after the last held record: from = last page + 1 − records whose status
 * left the filter (and whose answer the server has), as many as the page size.
 *
 * @example
 * forwardWindow(held, page, 'pending'); // { from: 7, many: 10 } with pages 1–10 held and 4 submitted
 */
export function forwardWindow(
  held: readonly QueuedRecord[],
  page: PageCriteria,
  status: CriteriaStatus,
  isUnsent?: IsUnsent,
): ServerWindow {
  const lastPage = held.at(-1)?.page ?? 0;
  return { from: lastPage + 1 - countLeftStatus(held, status, isUnsent), many: page.client.many };
}

/**
 * Previous is disabled on the first page.
 *
 * @example
 * canGoPrevious(pageAt('focus', 1)); // false
 */
export function canGoPrevious(page: PageCriteria): boolean {
  return page.client.page > 1;
}

/**
 * Next is disabled in bulk mode once the next page would start past the total (page start + page size
 * exceeds it), in focus mode on the page equal to the total.
 *
 * @example
 * canGoNext(pageAt('bulk', 1, 10), 10); // false
 * canGoNext(pageAt('bulk', 1, 10), 11); // true
 * canGoNext(pageAt('focus', 10), 10); // false
 */
export function canGoNext(page: PageCriteria, total: number): boolean {
  if (page.mode === 'bulk') return page.client.page + page.client.many <= total;
  return page.client.page < total;
}

/** The page position after this one (page size ahead in bulk, one ahead in focus). */
export function nextPagePosition(page: PageCriteria): number {
  return page.client.page + pageStep(page);
}

/** The page position before this one, never below 1. */
export function previousPagePosition(page: PageCriteria): number {
  return Math.max(1, page.client.page - pageStep(page));
}
