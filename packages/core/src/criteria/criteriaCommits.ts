import { DEFAULT_PAGE_SIZE } from './criteriaConstants';
import type { CriteriaDebounce } from './criteriaDebounce';
import { areCriteriaEqual } from './criteriaEquality';
import type { CriteriaUpdate } from './criteriaUpdate';
import { pageAt, type RecordCriteria } from './RecordCriteria';
import type { CriteriaStateAccess, RecordCriteriaState } from './recordCriteriaState';

/** What the commits work with. */
export interface CriteriaCommitsContext extends Pick<CriteriaStateAccess, 'get'> {
  update: CriteriaUpdate;
  debounce: CriteriaDebounce;
  onCommit?: (committed: RecordCriteria, previous: RecordCriteria) => void;
}

/** The intents that apply or drop the draft. */
export type CriteriaCommits = Pick<RecordCriteriaState, 'commit' | 'commitPending' | 'rollback' | 'reset'>;

/**
 * Creates the commits of the record criteria: each cancels the waiting debounces; a commit that changes
 * nothing returns false and tells no one.
 *
 * @example
 * const commits = createCriteriaCommits({ get, update, debounce, onCommit });
 * commits.commit();
 */
export function createCriteriaCommits({
  get,
  update,
  debounce,
  onCommit,
}: CriteriaCommitsContext): CriteriaCommits {
  return {
    commit: () => {
      debounce.cancel();
      const { draft, committed } = get();
      if (areCriteriaEqual(draft, committed)) return false;
      update({ committed: draft, previous: committed });
      onCommit?.(draft, committed);
      return true;
    },
    commitPending: () => {
      if (debounce.size() === 0) return false;
      return get().commit();
    },
    rollback: () => {
      debounce.cancel();
      update({ draft: get().committed });
    },
    reset: () => {
      debounce.cancel();
      const draft = get().draft;
      update({
        draft: {
          ...draft,
          page: pageAt(draft.page.mode, 1, DEFAULT_PAGE_SIZE),
          metadata: [],
          sortBy: [],
          reviewStatus: null,
          reviewSort: false,
          response: [],
          suggestion: [],
          comments: null,
        },
      });
    },
  };
}
