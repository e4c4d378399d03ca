import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { WireSearchResult } from '../api/wire/search';
import type { UserRole } from '../api/wire/users';
import { loadEmptyState } from '../annotation/loadEmptyState';
import { buildSearchRequest } from '../criteria/buildSearchRequest';
import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { areCriteriaEqual, changedParts } from '../criteria/criteriaEquality';
import { pageAt, type RecordCriteria } from '../criteria/RecordCriteria';
import type { Message } from '../messages/Message';
import { messageOfError } from '../messages/messageOfError';
import { toAnnotationRecord, type AnnotationRecord } from '../model/AnnotationRecord';
import { toDatasetProgress } from '../model/DatasetProgress';
import type { Metrics } from '../model/Metrics';
import { endOfQueueMessage } from './queueMessages';
import { isFilterActive, searchContextFor, type QueueContext } from './queueSearchContext';
import {
  appendRecords,
  canGoNext,
  canGoPrevious,
  countLeftStatus,
  forwardWindow,
  hasRecordOn,
  recordsOnPage,
  shouldBuffer,
  type QueuedRecord,
  type ServerWindow,
} from './queuedRecords';

/** Options of {@link createRecordQueueStore}. */
export interface RecordQueueOptions {
  client: ApiClient;
  datasetId: string;
  /** The signed-in user: their response is the one a record shows. */
  userId: string;
  /** The committed criteria decide what the queue holds; the queue commits page resets itself. */
  criteria: RecordCriteriaStore;
  /** For the empty-dataset wording; asked with `GET /me` only when needed and not given. */
  role?: UserRole;
  /** Fallback for "the dataset is empty" when the progress call fails. */
  metrics?: () => Metrics | null;
}

/** State and actions of the record queue. */
export interface RecordQueueState {
  /** Held records in page order. */
  records: QueuedRecord[];
  /** Records matching the criteria, counting the held ones whose status has left the filter since. */
  total: number;
  /** The criteria the current page was loaded for; null before the first load. */
  loadedWith: RecordCriteria | null;
  /** The records of the loaded page: one in focus mode, up to the page size in bulk mode. */
  pageRecords: AnnotationRecord[];
  canGoNext: boolean;
  canGoPrevious: boolean;
  /** A record fetch (load or page change) runs; others are ignored meanwhile. */
  isFetching: boolean;
  /** Records are being fetched ahead. */
  isBuffering: boolean;
  /** Empty-state or end-of-queue message when the loaded page holds no record. */
  message: Message | null;
  /** The reference record of a similarity search. */
  reference: AnnotationRecord | null;
  /** Why the last load or page change failed (the criteria were then reset). */
  error: Message | null;
  /** Increases whenever the held records are replaced by a fresh load. */
  generation: number;
  context: QueueContext | null;
  /** Questions and metadata properties, to build searches and name suggestions. */
  setContext(context: QueueContext): void;
  /** Replaces the held records with a fresh load of the committed criteria. */
  load(options?: { context?: Promise<QueueContext> }): Promise<void>;
  /** Brings the page in line with the committed criteria: pages within the held records, else loads. */
  sync(): Promise<void>;
  /** Puts an updated record (e.g. after a response was saved) in place of the held one with its id. */
  replaceRecord(record: AnnotationRecord): void;
  /** Resolves once the running fetch-ahead, if any, has finished. */
  whenBuffered(): Promise<void>;
  /** Whether the loaded page is what these criteria ask for (the server window aside). */
  isLoadedWith(criteria: RecordCriteria): boolean;
}

/** The queue store. */
export type RecordQueueStore = StoreApi<RecordQueueState>;

function withServer(criteria: RecordCriteria, server: ServerWindow): RecordCriteria {
  return { ...criteria, page: { ...criteria.page, server: { ...server } } };
}

/** Only the page position differs: a page change within the same records, not a new search. */
function isPageChange(loaded: RecordCriteria, target: RecordCriteria): boolean {
  const parts = changedParts(loaded, target);
  return (
    parts.length === 1 &&
    parts[0] === 'page' &&
    loaded.page.mode === target.page.mode &&
    loaded.page.client.many === target.page.client.many
  );
}

/**
 * Creates the record queue of spec 1 §4 over the committed criteria. It holds records by page position,
 * fetches a page only when it is not held, fetches ahead (half a page in focus mode, a page in bulk mode) when
 * few records are left after the current page, and continues the server list past records whose status left
 * the filter. One record fetch runs at a time; a failure resets the criteria.
 *
 * @example
 * const queue = createRecordQueueStore({ client, datasetId, userId, criteria });
 * await queue.getState().load();
 * criteria.getState().goToPage(2);
 * criteria.getState().commit();
 * await queue.getState().sync();
 */
export function createRecordQueueStore(options: RecordQueueOptions): RecordQueueStore {
  const { client, datasetId, userId, criteria } = options;
  let fetching = false;
  let buffering: Promise<void> | null = null;

  return createStore<RecordQueueState>()((set, get) => {
    const derived = (records: QueuedRecord[], loadedWith: RecordCriteria | null, total: number) => {
      if (loadedWith === null) return { pageRecords: [], canGoNext: false, canGoPrevious: false };
      return {
        pageRecords: recordsOnPage(records, loadedWith.page).map((entry) => entry.record),
        canGoNext: canGoNext(loadedWith.page, total),
        canGoPrevious: canGoPrevious(loadedWith.page),
      };
    };

    const update = (next: Partial<Pick<RecordQueueState, 'records' | 'total' | 'loadedWith'>>) => {
      const records = next.records ?? get().records;
      const loadedWith = next.loadedWith === undefined ? get().loadedWith : next.loadedWith;
      const total = next.total ?? get().total;
      set({ ...next, ...derived(records, loadedWith, total) });
    };

    const toQueued = (
      items: WireSearchResult['items'],
      firstPage: number,
      context: QueueContext | null,
    ): QueuedRecord[] => {
      const questionNames = new Map(
        (context?.questions ?? []).map((question) => [question.id, question.name]),
      );
      return items.map((item, index) => ({
        page: firstPage + index,
        record: toAnnotationRecord(item.record, { userId, questionNames, queryScore: item.query_score }),
      }));
    };

    /** Searches one server window; records are numbered from `firstPage`. */
    const fetchWindow = async (
      target: RecordCriteria,
      window: ServerWindow,
      firstPage: number,
      pendingContext?: Promise<QueueContext>,
    ) => {
      const { body, params } = buildSearchRequest(
        withServer(target, window),
        searchContextFor(target, get().context),
      );
      const [result, context] = await Promise.all([
        client.searchMyRecords(datasetId, body, params),
        pendingContext ?? get().context,
      ]);
      if (pendingContext) set({ context });
      return { items: toQueued(result.items, firstPage, context), total: result.total };
    };

    /** The similarity reference: among the held or just fetched records, else fetched by id. */
    const referenceRecord = async (
      recordId: string,
      fetched: readonly QueuedRecord[],
    ): Promise<AnnotationRecord | null> => {
      const held = [...get().records, ...fetched].find((entry) => entry.record.id === recordId);
      if (held) return held.record;
      try {
        const context = get().context;
        const questionNames = new Map(
          (context?.questions ?? []).map((question) => [question.id, question.name]),
        );
        return toAnnotationRecord(await client.getRecord(recordId), { userId, questionNames });
      } catch {
        return null;
      }
    };

    const emptyMessage = (target: RecordCriteria) =>
      loadEmptyState({
        client,
        datasetId,
        status: target.status,
        isFiltering: isFilterActive(target),
        role: options.role,
        metrics: options.metrics?.() ?? null,
      });

    const endMessage = async (target: RecordCriteria) => {
      const progress = await client.getDatasetProgress(datasetId).then(toDatasetProgress, () => null);
      return endOfQueueMessage({
        status: target.status,
        isFiltering: isFilterActive(target),
        isTaskDistributionCompleted: progress?.isCompleted ?? false,
      });
    };

    const runLoad = async (target: RecordCriteria, pendingContext?: Promise<QueueContext>) => {
      const generation = get().generation + 1;
      const similarity = target.similaritySearch;
      const many = similarity ? similarity.limit : target.page.client.many;
      const firstPage = similarity ? 1 : target.page.client.page;
      criteria.getState().setServerPage({ from: firstPage, many });
      let found = await fetchWindow(target, { from: firstPage, many }, firstPage, pendingContext);
      let shown = target;
      if (!hasRecordOn(found.items, target.page) && target.page.client.page !== 1) {
        // The page no longer exists (records left the filter): back to page 1, committed as our own change.
        shown = { ...target, page: pageAt(target.page.mode, 1, target.page.client.many) };
        update({ loadedWith: shown });
        criteria.getState().goToPage(1);
        criteria.getState().commit();
        criteria.getState().setServerPage({ from: 1, many });
        found = await fetchWindow(shown, { from: 1, many }, 1);
      }
      const total = similarity ? Math.min(found.total, similarity.limit) : found.total;
      const reference = similarity ? await referenceRecord(similarity.recordId, found.items) : null;
      set({ generation, reference, message: null });
      update({ records: found.items, total, loadedWith: shown });
      if (!hasRecordOn(found.items, shown.page)) set({ message: await emptyMessage(shown) });
    };

    const runPageChange = async (loaded: RecordCriteria, target: RecordCriteria) => {
      const held = get().records;
      const position = target.page.client.page;
      if (!target.similaritySearch && !hasRecordOn(held, target.page)) {
        const first = held[0]?.page;
        const last = held.at(-1)?.page;
        const isBackwardAdjacent =
          first !== undefined && position < first && first - position <= target.page.client.many;
        const isForwardAdjacent = last !== undefined && position === last + 1;
        // Anything else would leave a hole in the held positions: start afresh from the page.
        if (!isBackwardAdjacent && !isForwardAdjacent) return runLoad(target);
        const window = isBackwardAdjacent
          ? { from: position, many: first! - position }
          : forwardWindow(held, target.page, target.status);
        const left = countLeftStatus(held, target.status);
        criteria.getState().setServerPage(window);
        const found = await fetchWindow(target, window, isBackwardAdjacent ? position : last! + 1);
        update({ records: appendRecords(get().records, found.items), total: found.total + left });
      }
      set({ message: null });
      update({ loadedWith: target });
      if (!hasRecordOn(get().records, target.page)) set({ message: await endMessage(target) });
      const isBackward = position < loaded.page.client.page;
      if (!target.similaritySearch && !isBackward) startBuffering();
    };

    /** Fetches ahead when few records are left after the page; failures are ignored. */
    const startBuffering = () => {
      const { records, total, loadedWith, generation } = get();
      if (buffering || loadedWith === null || loadedWith.similaritySearch) return;
      if (!shouldBuffer(records, loadedWith.page, total)) return;
      const last = records.at(-1)!.page;
      const left = countLeftStatus(records, loadedWith.status);
      const window = forwardWindow(records, loadedWith.page, loadedWith.status);
      set({ isBuffering: true });
      buffering = (async () => {
        try {
          const found = await fetchWindow(loadedWith, window, last + 1);
          // A fresh load replaced the records meanwhile: these positions belong to another list.
          if (get().generation !== generation) return;
          update({ records: appendRecords(get().records, found.items), total: found.total + left });
        } catch {
          // A failed fetch-ahead is ignored; the page change that needs the records fetches them.
        } finally {
          buffering = null;
          set({ isBuffering: false });
        }
      })();
    };

    const run = async (force: boolean, pendingContext?: Promise<QueueContext>) => {
      if (fetching) return;
      fetching = true;
      set({ isFetching: true, error: null });
      try {
        let mustReload = force;
        for (;;) {
          const target = criteria.getState().committed;
          const loaded = get().loadedWith;
          const isLoaded = loaded !== null && areCriteriaEqual(loaded, target);
          if (isLoaded && !mustReload) break;
          const fullLoad = mustReload || loaded === null || !isPageChange(loaded, target);
          mustReload = false;
          try {
            if (fullLoad) await runLoad(target, pendingContext);
            else await runPageChange(loaded, target);
            if (fullLoad) startBuffering();
          } catch (error) {
            update({ loadedWith: target, ...(fullLoad ? { records: [], total: 0 } : {}) });
            set({ error: messageOfError(error), message: null });
            // A failed load or page change resets the criteria; the loop then loads what the reset left.
            criteria.getState().reset();
            if (!criteria.getState().commit()) break;
          }
          pendingContext = undefined;
        }
      } finally {
        fetching = false;
        set({ isFetching: false });
      }
    };

    return {
      records: [],
      total: 0,
      loadedWith: null,
      pageRecords: [],
      canGoNext: false,
      canGoPrevious: false,
      isFetching: false,
      isBuffering: false,
      message: null,
      reference: null,
      error: null,
      generation: 0,
      context: null,

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
      whenBuffered: () => buffering ?? Promise.resolve(),
      isLoadedWith: (target) => {
        const loaded = get().loadedWith;
        return loaded !== null && areCriteriaEqual(loaded, target);
      },
    };
  });
}
