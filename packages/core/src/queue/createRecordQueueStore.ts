import { createStore } from 'zustand/vanilla';
import { areCriteriaEqual } from '../criteria/criteriaEquality';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import { createQueueBuffering } from './queueBuffering';
import { createQueueCounting } from './queueCounting';
import { createQueueEmptyMessages } from './queueEmptyMessages';
import { createQueueFetcher } from './queueFetcher';
import { createQueueLoading } from './queueLoading';
import { createQueueRecordsUpdate } from './queueRecordsUpdate';
import { createQueueRunner } from './queueRunner';
import { readsUncounted } from './queueTotal';
import type { RecordQueueOptions, RecordQueueState, RecordQueueStore } from './recordQueueState';

export type { RecordQueueOptions, RecordQueueState, RecordQueueStore } from './recordQueueState';

/**
 * Creates the record queue of spec 1 §4 over the committed criteria. It holds records by page position,
 * fetches a page only when it is not held, fetches ahead (half a page in focus mode, a page in bulk mode) when
 * few records are left after the current page, and continues the server list past records whose status left
 * the filter. One record fetch runs at a time; a failure resets the criteria. Composed of parts with one job
 * each: the records update (`queueRecordsUpdate`), the fetcher (`queueFetcher`), the empty-page messages
 * (`queueEmptyMessages`), fetching ahead (`queueBuffering`), loading (`queueLoading`), the count after the paint
 * of an uncounted load (`queueCounting`, with `countAfterPaint`) and the runner (`queueRunner`).
 *
 * @example
 * const queue = createRecordQueueStore({ client, datasetId, userId, criteria });
 * await queue.getState().load();
 * criteria.getState().goToPage(2);
 * criteria.getState().commit();
 * await queue.getState().sync();
 */
export function createRecordQueueStore(options: RecordQueueOptions): RecordQueueStore {
  const { client, datasetId, userId, criteria, isUnsent = () => false, listing = (read) => read() } = options;
  const get = (): RecordQueueState => store.getState();
  const set = (partial: Partial<RecordQueueState>) => store.setState(partial);
  const update = createQueueRecordsUpdate({ get, set });
  const fetcher = createQueueFetcher({ client, datasetId, userId, get, set });
  const messages = createQueueEmptyMessages(options);
  const counting = options.countAfterPaint
    ? createQueueCounting({ get, set, update, fetcher, isUnsent, listing, afterPaint: options.countAfterPaint })
    : null;
  const uncounted = (target: RecordCriteria) => readsUncounted(target, counting !== null);
  const buffering = createQueueBuffering({ get, set, update, fetcher, isUnsent, listing, uncounted });
  const loading = createQueueLoading({
    ...{ criteria, get, set, update, fetcher },
    ...{ messages, buffering, isUnsent, listing, uncounted, counting },
  });
  const run = createQueueRunner({ criteria, get, set, update, loading, buffering });

  const store: RecordQueueStore = createStore<RecordQueueState>()(() => ({
    records: [],
    total: 0,
    totalKnown: true,
    loadedWith: null,
    pageRecords: [],
    canGoNext: false,
    canGoPrevious: false,
    isFetching: false,
    isBuffering: false,
    message: null,
    reference: null,
    error: null,
    failedRetryably: false,
    generation: 0,
    context: null,
    reviewSortCapped: [],

    setContext: (context) => set({ context }),
    load: (loadOptions) => run(true, loadOptions?.context),
    sync: () => run(false),
    replaceRecord: (record) => {
      const records = get().records.map((entry) =>
        entry.record.id === record.id ? { page: entry.page, record } : entry,
      );
      const reference = get().reference?.id === record.id ? record : get().reference;
      set({ reference });
      update({ records });
    },
    whenBuffered: buffering.whenBuffered,
    isLoadedWith: (target) => {
      const loaded = get().loadedWith;
      return loaded !== null && areCriteriaEqual(loaded, target);
    },
  }));
  return store;
}
