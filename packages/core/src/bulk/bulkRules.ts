import type { ResponseStatus } from '../api/wire/records';

/** Records sent per `POST /me/responses/bulk` request. */
export const BULK_GROUP_SIZE = 10;

/** Select-all-results loads this many matching records at most (one search page), and is offered up to it. */
export const SELECT_ALL_RESULTS_LIMIT = 1000;

/** An action over more than this many records asks for confirmation first. */
export const BULK_CONFIRMATION_THRESHOLD = 100;

/** What decides whether select-all-results is offered. */
export interface SelectAllResultsContext {
  isAllPageSelected: boolean;
  isFilterActive: boolean;
  total: number;
  pageSize: number;
}

/**
 * Select-all-results is offered only when every record of the page is selected, a filter is active, and the
 * total exceeds the page size without exceeding 1000.
 *
 * @example
 * canSelectAllResults({ isAllPageSelected: true, isFilterActive: true, total: 240, pageSize: 50 }); // true
 */
export function canSelectAllResults(context: SelectAllResultsContext): boolean {
  return (
    context.isAllPageSelected &&
    context.isFilterActive &&
    context.total > context.pageSize &&
    context.total <= SELECT_ALL_RESULTS_LIMIT
  );
}

/**
 * Whether a bulk action may start now: none runs and records are selected; Submit also needs the form's answers
 * complete.
 *
 * @example
 * canBulkAnnotate({ running: null, canAnnotate: true }, 'submitted', false); // false
 */
export function canBulkAnnotate(
  state: { running: ResponseStatus | null; canAnnotate: boolean },
  status: ResponseStatus,
  answersComplete: boolean,
): boolean {
  return state.running === null && state.canAnnotate && (status !== 'submitted' || answersComplete);
}

/**
 * An action over more than 100 records needs confirmation.
 *
 * @example
 * needsConfirmation(101); // true
 */
export function needsConfirmation(affected: number): boolean {
  return affected > BULK_CONFIRMATION_THRESHOLD;
}

/**
 * Splits items into groups of `size` (10 by default), in order.
 *
 * @example
 * groupsOf(['a', 'b', 'c'], 2); // [['a', 'b'], ['c']]
 */
export function groupsOf<T>(items: readonly T[], size = BULK_GROUP_SIZE): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
