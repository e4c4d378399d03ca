import { areCriteriaEqual } from './criteriaEquality';
import { criteriaFlags } from './criteriaFlags';
import type { CriteriaStateAccess, RecordCriteriaState } from './recordCriteriaState';

/** Sets draft and/or committed criteria and recomputes what derives from them. */
export type CriteriaUpdate = (
  next: Partial<Pick<RecordCriteriaState, 'draft' | 'committed' | 'previous'>>,
) => void;

/**
 * Creates the criteria store's one writer of draft and committed criteria, so `hasChanges` and the flags
 * never disagree with them.
 *
 * @example
 * const update = createCriteriaUpdate({ get, set });
 * update({ draft: { ...get().draft, status: 'submitted' } });
 */
export function createCriteriaUpdate({ get, set }: CriteriaStateAccess): CriteriaUpdate {
  return (next) => {
    const draft = next.draft ?? get().draft;
    const committed = next.committed ?? get().committed;
    set({ ...next, hasChanges: !areCriteriaEqual(draft, committed), ...criteriaFlags(committed) });
  };
}
