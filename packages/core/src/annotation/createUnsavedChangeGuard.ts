import type { RecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { areCriteriaEqual } from '../criteria/criteriaEquality';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { RecordQueueStore } from '../queue/createRecordQueueStore';

/** Options of {@link createUnsavedChangeGuard}. */
export interface UnsavedChangeGuardOptions {
  criteria: RecordCriteriaStore;
  queue: RecordQueueStore;
  /** Whether the view follows the criteria yet (not before its first load). */
  isActive(): boolean;
  /** Whether a change now would drop changes the user must agree to drop (a modified submitted record). */
  mustAsk(): boolean;
  /** Shows or hides the question (as state). */
  setAsking(asking: boolean): void;
  /** Brings the records in line with the committed criteria. */
  sync(): Promise<void>;
}

/** Answers to the question, and the following of the criteria. */
export interface UnsavedChangeGuard {
  /** Applies the change asked about. */
  proceed(): Promise<void>;
  /** Rolls the committed criteria back to before the change. */
  rollBack(): void;
  /** Starts following committed criteria; returns the cleanup. */
  follow(): () => void;
}

/**
 * Follows committed criteria for the view (spec 1 §4 "Unsaved-change guard"): every page or filter change is
 * synced to the record queue, except that while `mustAsk()` the change waits for an answer — proceed applies
 * it, roll back restores the criteria committed before it.
 *
 * @example
 * const guard = createUnsavedChangeGuard({ criteria, queue, isActive, mustAsk, setAsking, sync });
 * const stop = guard.follow();
 * await guard.proceed();
 */
export function createUnsavedChangeGuard(options: UnsavedChangeGuardOptions): UnsavedChangeGuard {
  const { criteria, queue } = options;
  let asking = false;
  let guardedFrom: RecordCriteria | null = null;
  let rollingBack = false;

  const onCommitted = (next: RecordCriteria, previous: RecordCriteria) => {
    if (rollingBack || !options.isActive() || areCriteriaEqual(next, previous)) return;
    // A running fetch picks the new criteria up when it ends.
    if (queue.getState().isFetching || queue.getState().isLoadedWith(next) || asking) return;
    if (options.mustAsk()) {
      asking = true;
      guardedFrom = previous;
      options.setAsking(true);
      return;
    }
    void options.sync();
  };

  const answer = () => {
    const from = guardedFrom;
    asking = false;
    guardedFrom = null;
    options.setAsking(false);
    return from;
  };

  return {
    proceed: async () => {
      if (!asking) return;
      answer();
      await options.sync();
    },
    rollBack: () => {
      if (!asking) return;
      const from = answer();
      rollingBack = true;
      try {
        criteria.getState().applyCriteria(from!);
        criteria.getState().commit();
      } finally {
        rollingBack = false;
      }
    },
    follow: () =>
      criteria.subscribe((state, previous) => {
        if (state.committed !== previous.committed) onCommitted(state.committed, previous.committed);
      }),
  };
}
