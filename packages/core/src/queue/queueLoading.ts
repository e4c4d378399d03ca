import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { pageAt, type RecordCriteria } from '../criteria/RecordCriteria';
import type { QueueBuffering } from './queueBuffering';
import type { QueueCounting } from './queueCounting';
import type { QueueEmptyMessages } from './queueEmptyMessages';
import type { QueueFetcher } from './queueFetcher';
import type { QueueRecordsUpdate } from './queueRecordsUpdate';
import { appendRecords, countLeftStatus, forwardWindow, hasRecordOn, type IsUnsent } from './queuedRecords';
import type { QueueContext } from './queueSearchContext';
import type { ListingGate, QueueStateAccess } from './recordQueueState';
import { totalAfterWindow } from './queueTotal';

/** What loading works with. */
export interface QueueLoadingContext extends QueueStateAccess {
  criteria: RecordCriteriaStore;
  update: QueueRecordsUpdate;
  fetcher: QueueFetcher;
  messages: QueueEmptyMessages;
  buffering: QueueBuffering;
  isUnsent: IsUnsent;
  /** Reads the server's list apart from the answers on their way. */
  listing: ListingGate;
  /** Whether `target`'s windows are read uncounted (`readsUncounted`). */
  uncounted(target: RecordCriteria): boolean;
  /** Counts an uncounted load after its first record paints; null when the queue counts every window. */
  counting: QueueCounting | null;
}

/** The two ways the queue brings its page in line with the criteria. */
export interface QueueLoading {
  /** Replaces the held records with a fresh load of `target`. */
  load(target: RecordCriteria, pendingContext?: Promise<QueueContext>): Promise<void>;
  /** Moves from `loaded` to `target`'s page, fetching only the positions not held. */
  changePage(loaded: RecordCriteria, target: RecordCriteria): Promise<void>;
}

/**
 * Creates the loading part of the record queue: a fresh load (back to page 1 when the page no longer exists)
 * and a page change within the held records (fetching the adjacent positions, else loading afresh).
 *
 * @example
 * const loading = createQueueLoading({ criteria, get, set, update, fetcher, messages, buffering, isUnsent, listing, uncounted, counting });
 * await loading.load(criteria.getState().committed);
 */
export function createQueueLoading(context: QueueLoadingContext): QueueLoading {
  const { criteria, get, set, update, fetcher, messages, buffering, isUnsent, listing, uncounted, counting } = context;

  const load = async (target: RecordCriteria, pendingContext?: Promise<QueueContext>) => {
    const generation = get().generation + 1;
    const similarity = target.similaritySearch;
    const many = similarity ? similarity.limit : target.page.client.many;
    const firstPage = similarity ? 1 : target.page.client.page;
    criteria.getState().setServerPage({ from: firstPage, many });
    counting?.cancel();
    const uncountedRead = uncounted(target);
    let found = await fetcher.fetchWindow(target, { from: firstPage, many }, firstPage, pendingContext, uncountedRead);
    let shown = target;
    if (!hasRecordOn(found.items, target.page) && target.page.client.page !== 1) {
      // The page no longer exists (records left the filter): back to page 1, committed as our own change.
      shown = { ...target, page: pageAt(target.page.mode, 1, target.page.client.many) };
      update({ loadedWith: shown });
      criteria.getState().goToPage(1);
      criteria.getState().commit();
      criteria.getState().setServerPage({ from: 1, many });
      found = await fetcher.fetchWindow(shown, { from: 1, many }, 1, undefined, uncountedRead);
    }
    const counted = totalAfterWindow(found, 0, { total: 0, totalKnown: false });
    const total = similarity ? Math.min(counted.total, similarity.limit) : counted.total;
    const reference = similarity ? await fetcher.referenceRecord(similarity.recordId, found.items) : null;
    set({ generation, reference, message: null });
    update({ records: found.items, total, totalKnown: counted.totalKnown, loadedWith: shown });
    if (!counted.totalKnown) counting?.countAfterPaint(shown);
    if (!hasRecordOn(found.items, shown.page)) set({ message: await messages.empty(shown) });
  };

  /** Fetches the positions next to the held ones; false when the page would leave a hole in them. */
  const fetchAdjacent = async (target: RecordCriteria): Promise<boolean> => {
    const position = target.page.client.page;
    // The window is counted once the answers on their way are stored (they move the server's positions).
    const fetched = await listing(async () => {
      const held = get().records;
      const first = held[0]?.page;
      const last = held.at(-1)?.page;
      const isBackwardAdjacent =
        first !== undefined && position < first && first - position <= target.page.client.many;
      const isForwardAdjacent = last !== undefined && position === last + 1;
      if (!isBackwardAdjacent && !isForwardAdjacent) return null;
      const window = isBackwardAdjacent
        ? { from: position, many: first! - position }
        : forwardWindow(held, target.page, target.status, isUnsent);
      const left = countLeftStatus(held, target.status, isUnsent);
      criteria.getState().setServerPage(window);
      const firstPage = isBackwardAdjacent ? position : last! + 1;
      const found = await fetcher.fetchWindow(target, window, firstPage, undefined, uncounted(target));
      return { found, left };
    });
    if (!fetched) return false;
    const records = appendRecords(get().records, fetched.found.items);
    update({ records, ...totalAfterWindow(fetched.found, fetched.left, get()) });
    return true;
  };

  const changePage = async (loaded: RecordCriteria, target: RecordCriteria) => {
    const position = target.page.client.page;
    if (!target.similaritySearch && !hasRecordOn(get().records, target.page)) {
      // A fetch-ahead on its way may bring the page: wait for it instead of reading the same window beside it.
      await buffering.whenBuffered();
      // Anything but an adjacent page would leave a hole in the held positions: start afresh from the page.
      if (!hasRecordOn(get().records, target.page) && !(await fetchAdjacent(target))) return load(target);
    }
    set({ message: null });
    update({ loadedWith: target });
    if (!hasRecordOn(get().records, target.page)) set({ message: await messages.end(target) });
    const isBackward = position < loaded.page.client.page;
    if (!target.similaritySearch && !isBackward) buffering.start();
  };

  return { load, changePage };
}
