import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { areCriteriaEqual, changedParts } from '../criteria/criteriaEquality';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import { isRetryableFailure } from '../api/isRetryableFailure';
import { messageOfError } from '../api/messageOfError';
import type { QueueBuffering } from './queueBuffering';
import type { QueueLoading } from './queueLoading';
import type { QueueRecordsUpdate } from './queueRecordsUpdate';
import type { QueueContext } from './queueSearchContext';
import type { QueueStateAccess } from './recordQueueState';

/** What the runner works with. */
export interface QueueRunnerContext extends QueueStateAccess {
  criteria: RecordCriteriaStore;
  update: QueueRecordsUpdate;
  loading: QueueLoading;
  buffering: QueueBuffering;
}

/** Brings the queue in line with the committed criteria; `force` loads afresh even when they match. */
export type QueueRun = (force: boolean, pendingContext?: Promise<QueueContext>) => Promise<void>;

/** Only the page position differs: a page change within the same records, not a new search. */
export function isPageChange(loaded: RecordCriteria, target: RecordCriteria): boolean {
  const parts = changedParts(loaded, target);
  return (
    parts.length === 1 &&
    parts[0] === 'page' &&
    loaded.page.mode === target.page.mode &&
    loaded.page.client.many === target.page.client.many
  );
}

/**
 * Creates the record queue's runner: one record fetch at a time (others are ignored meanwhile), repeated until
 * the page matches the committed criteria; a failure resets the criteria and loads what the reset left.
 *
 * @example
 * const run = createQueueRunner({ criteria, get, set, update, loading, buffering });
 * await run(true);
 */
export function createQueueRunner(context: QueueRunnerContext): QueueRun {
  const { criteria, get, set, update, loading, buffering } = context;
  let fetching = false;

  /** One step towards the committed criteria; false when nothing is left to do. */
  const step = async (mustReload: boolean, pendingContext?: Promise<QueueContext>): Promise<boolean> => {
    const target = criteria.getState().committed;
    const loaded = get().loadedWith;
    const isLoaded = loaded !== null && areCriteriaEqual(loaded, target);
    if (isLoaded && !mustReload) return false;
    const fullLoad = mustReload || loaded === null || !isPageChange(loaded, target);
    try {
      if (fullLoad) await loading.load(target, pendingContext);
      else await loading.changePage(loaded, target);
      if (fullLoad) buffering.start();
      set({ failedRetryably: false });
      return true;
    } catch (error) {
      const retryable = isRetryableFailure(error);
      // After a failure that may pass (the server restarting) the held records are dropped as well: page 1 of
      // them would show records answered meanwhile again (the crash drill annotated the same ten records over
      // and over); page 1 is fetched afresh once the server answers.
      const dropHeld = fullLoad || retryable;
      update({ loadedWith: target, ...(dropHeld ? { records: [], total: 0, totalKnown: true } : {}) });
      set({ error: messageOfError(error), message: null, failedRetryably: retryable });
      // A failed load or page change resets the criteria; the loop then loads what the reset left.
      criteria.getState().reset();
      return criteria.getState().commit();
    }
  };

  return async (force, pendingContext) => {
    if (fetching) return;
    fetching = true;
    set({ isFetching: true, error: null });
    try {
      let mustReload = force;
      while (await step(mustReload, pendingContext)) {
        mustReload = false;
        pendingContext = undefined;
      }
    } finally {
      fetching = false;
      set({ isFetching: false });
    }
  };
}
