import type { QueueFetcher } from './queueFetcher';
import type { QueueRecordsUpdate } from './queueRecordsUpdate';
import { appendRecords, countLeftStatus, forwardWindow, shouldBuffer, type IsUnsent } from './queuedRecords';
import type { ListingGate, QueueStateAccess } from './recordQueueState';
import { totalAfterWindow } from './queueTotal';
import type { RecordCriteria } from '../criteria/RecordCriteria';

/** What fetching ahead works with. */
export interface QueueBufferingContext extends QueueStateAccess {
  update: QueueRecordsUpdate;
  fetcher: QueueFetcher;
  isUnsent: IsUnsent;
  /** Reads the server's list apart from the answers on their way. */
  listing: ListingGate;
  /** Whether a list's windows are read uncounted (`readsUncounted`). */
  uncounted(target: RecordCriteria): boolean;
}

/** Fetching ahead of the current page. */
export interface QueueBuffering {
  /** Fetches ahead when few records are left after the page; one fetch-ahead at a time. */
  start(): void;
  /** Resolves once the running fetch-ahead, if any, has finished. */
  whenBuffered(): Promise<void>;
}

/**
 * Creates the fetch-ahead part of the record queue (half a page in focus mode, a page in bulk mode, spec 1 §4).
 * Its failures are ignored: the page change that needs the records fetches them.
 *
 * @example
 * const buffering = createQueueBuffering({ get, set, update, fetcher, isUnsent: () => false, listing: (read) => read(), uncounted: () => false });
 * buffering.start();
 * await buffering.whenBuffered();
 */
export function createQueueBuffering({
  get,
  set,
  update,
  fetcher,
  isUnsent,
  listing,
  uncounted,
}: QueueBufferingContext): QueueBuffering {
  let buffering: Promise<void> | null = null;

  const fetchAhead = async () => {
    try {
      // The window is counted once the answers on their way are stored (they move the server's positions).
      const fetched = await listing(async () => {
        const { records, loadedWith, generation } = get();
        if (loadedWith === null || records.length === 0) return null;
        const last = records.at(-1)!.page;
        const left = countLeftStatus(records, loadedWith.status, isUnsent);
        const window = forwardWindow(records, loadedWith.page, loadedWith.status, isUnsent);
        const found = await fetcher.fetchWindow(loadedWith, window, last + 1, undefined, uncounted(loadedWith));
        return { found, left, generation };
      });
      // A fresh load replaced the records meanwhile: these positions belong to another list.
      if (!fetched || get().generation !== fetched.generation) return;
      const { found, left } = fetched;
      update({ records: appendRecords(get().records, found.items), ...totalAfterWindow(found, left, get()) });
    } catch {
      // A failed fetch-ahead is ignored; the page change that needs the records fetches them.
    } finally {
      buffering = null;
      set({ isBuffering: false });
    }
  };

  return {
    start() {
      const { records, total, loadedWith } = get();
      if (buffering || loadedWith === null || loadedWith.similaritySearch) return;
      if (!shouldBuffer(records, loadedWith.page, total)) return;
      set({ isBuffering: true });
      buffering = fetchAhead();
    },
    whenBuffered: () => buffering ?? Promise.resolve(),
  };
}
