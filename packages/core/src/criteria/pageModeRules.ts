import type { RecordCriteriaState, RecordCriteriaStore } from './createRecordCriteriaStore';
import type { CriteriaStatus } from './RecordCriteria';

/** Bulk mode belongs to pending records (spec 1 §2): other statuses are annotated one record at a time. */
export function allowsBulkMode(status: CriteriaStatus): boolean {
  return status === 'pending';
}

/** Whether the committed criteria show bulk mode. */
export function selectIsBulk(state: RecordCriteriaState): boolean {
  return state.committed.page.mode === 'bulk' && allowsBulkMode(state.committed.status);
}

/**
 * Changes the status filter and commits it; leaving pending also leaves bulk mode.
 *
 * @example
 * changeStatus(criteria, 'submitted');
 */
export function changeStatus(criteria: RecordCriteriaStore, status: CriteriaStatus): void {
  const state = criteria.getState();
  state.setStatus(status);
  if (!allowsBulkMode(status) && state.committed.page.mode === 'bulk') state.setMode('focus');
  criteria.getState().commit();
}

/**
 * Keeps committed criteria in a mode their status allows: a link to bulk mode with another status than pending
 * opens in focus mode. Returns the cleanup.
 *
 * @example
 * const stop = keepBulkModeForPending(criteria);
 */
export function keepBulkModeForPending(criteria: RecordCriteriaStore): () => void {
  const check = () => {
    const { committed } = criteria.getState();
    if (committed.page.mode !== 'bulk' || allowsBulkMode(committed.status)) return;
    criteria.getState().setMode('focus');
    criteria.getState().commit();
  };
  check();
  return criteria.subscribe((state, previous) => {
    if (state.committed !== previous.committed) check();
  });
}
