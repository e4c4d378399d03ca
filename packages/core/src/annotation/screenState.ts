import type { AnnotationState } from './annotationState';

/** What the annotation screen shows around the record. */
export interface ScreenState {
  /** Nothing loaded yet: the screen shows 'Loading' instead of the toolbar and panes. */
  firstLoad: boolean;
  /** Whether there is a record (focus) or a page of records (bulk) for the questions form to act on. */
  hasRecords: boolean;
}

/**
 * The screen's view state: the first load (idle, or loading without a record) and whether the form shows.
 *
 * @example
 * selectScreenState(store.getState(), selectIsBulk(store.criteria.getState())); // { firstLoad: false, hasRecords: true }
 */
export function selectScreenState(
  s: Pick<AnnotationState, 'status' | 'record' | 'records'>,
  isBulk: boolean,
): ScreenState {
  return {
    firstLoad: s.status === 'idle' || (s.status === 'loading' && s.record === null),
    hasRecords: isBulk ? s.records.length > 0 : s.record !== null,
  };
}
