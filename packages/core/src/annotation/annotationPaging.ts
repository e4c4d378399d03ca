import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';
import { nextPagePosition, previousPagePosition } from '../queue/queuedRecords';
import type { AnnotationSlice } from './annotationState';

/** What paging works with: it reads whether the view may page, and writes its recovery from a failed load. */
export interface AnnotationPagingContext {
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  state: AnnotationSlice<'pendingAction' | 'status' | 'dataset' | 'canGoNext' | 'canGoPrevious', 'status' | 'error'>;
}

/** Paging of the annotation view through the committed criteria. */
export interface AnnotationPaging {
  /** Brings the queue in line with the committed criteria (the unsaved-change guard calls it). */
  syncQueue(): Promise<void>;
  /** Commits the page after the one loaded and waits for it to show. */
  advance(): Promise<void>;
  /** Next and Previous: not while an action runs, records are fetched, or the view is not ready. */
  next(): Promise<void>;
  previous(): Promise<void>;
  /** Goes to the position of a held record in focus mode (nothing when it is not held or already shown). */
  showRecord(recordId: string): Promise<void>;
}

/**
 * Creates the paging part of the annotation store: a page change is a criteria commit, which the
 * unsaved-change guard passes on to `syncQueue`; callers wait for the sync that commit started.
 *
 * @example
 * const paging = createAnnotationPaging({ criteria, queue, state });
 * await paging.next();
 */
export function createAnnotationPaging({ criteria, queue, state }: AnnotationPagingContext): AnnotationPaging {
  const { get, set } = state;
  // The queue sync a criteria commit started, for callers that wait for the page to show.
  let syncing: Promise<void> = Promise.resolve();

  const goToPage = async (position: number) => {
    criteria.getState().goToPage(position);
    criteria.getState().commit();
    await syncing;
  };
  const canNavigate = () =>
    get().pendingAction === null && !queue.getState().isFetching && get().status === 'ready';
  const loadedPage = () => queue.getState().loadedWith!.page;

  return {
    async syncQueue() {
      syncing = queue.getState().sync();
      await syncing;
      // A view that failed to load recovers when records come.
      const { error, records } = queue.getState();
      if (get().status === 'error' && get().dataset !== null) {
        set({ status: error && records.length === 0 ? 'error' : 'ready', error });
      }
    },
    advance: () => goToPage(nextPagePosition(loadedPage())),
    async next() {
      if (canNavigate() && get().canGoNext) await goToPage(nextPagePosition(loadedPage()));
    },
    async previous() {
      if (canNavigate() && get().canGoPrevious) await goToPage(previousPagePosition(loadedPage()));
    },
    async showRecord(recordId) {
      const { records, loadedWith } = queue.getState();
      const held = records.find((entry) => entry.record.id === recordId);
      if (!held || loadedWith?.page.mode !== 'focus' || loadedWith.page.client.page === held.page) return;
      await goToPage(held.page);
    },
  };
}
