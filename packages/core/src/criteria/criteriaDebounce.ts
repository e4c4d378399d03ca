import type { Timers } from '../environment/Timers';
import {
  METADATA_FILTER_COMMIT_DELAY_MS,
  RESPONSE_FILTER_COMMIT_DELAY_MS,
  SORT_COMMIT_DELAY_MS,
  SUGGESTION_FILTER_COMMIT_DELAY_MS,
} from './criteriaConstants';
import type { DebouncedCriteriaPart } from './recordCriteriaState';

/** Debounce per part in ms ('sort-delay', 'metadata-filter-delay', …). */
export const DEFAULT_CRITERIA_DELAYS: Record<DebouncedCriteriaPart, number> = {
  sortBy: SORT_COMMIT_DELAY_MS,
  metadata: METADATA_FILTER_COMMIT_DELAY_MS,
  response: RESPONSE_FILTER_COMMIT_DELAY_MS,
  suggestion: SUGGESTION_FILTER_COMMIT_DELAY_MS,
};

/** Whether edits of this part commit themselves after a debounce. */
export function isDebouncedPart(part: string): part is DebouncedCriteriaPart {
  return part in DEFAULT_CRITERIA_DELAYS;
}

/** What the debounce works with. */
export interface CriteriaDebounceContext {
  timers: Timers;
  delays?: Partial<Record<DebouncedCriteriaPart, number>>;
  /** Called when a part's debounce has run out (after it is no longer pending). */
  settle(part: DebouncedCriteriaPart): void;
}

/** The debounced commits waiting, one per part. */
export interface CriteriaDebounce {
  /** (Re)starts the part's debounce. */
  schedule(part: DebouncedCriteriaPart): void;
  /** Cancels every waiting debounce. */
  cancel(): void;
  /** How many parts wait. */
  size(): number;
}

/**
 * Creates the debounce of the record criteria: one timer per part, restarted by each edit of that part.
 *
 * @example
 * const debounce = createCriteriaDebounce({ timers, settle: (part) => commitIfChanged(part) });
 * debounce.schedule('sortBy');
 */
export function createCriteriaDebounce({
  timers,
  delays,
  settle,
}: CriteriaDebounceContext): CriteriaDebounce {
  const delayOf = { ...DEFAULT_CRITERIA_DELAYS, ...delays };
  const pending = new Map<DebouncedCriteriaPart, unknown>();
  return {
    schedule(part) {
      if (pending.has(part)) timers.clearTimeout(pending.get(part));
      const handle = timers.setTimeout(() => {
        pending.delete(part);
        settle(part);
      }, delayOf[part]);
      pending.set(part, handle);
    },
    cancel() {
      pending.forEach((handle) => timers.clearTimeout(handle));
      pending.clear();
    },
    size: () => pending.size,
  };
}
