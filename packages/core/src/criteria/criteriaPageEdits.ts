import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './criteriaConstants';
import type { CriteriaUpdate } from './criteriaUpdate';
import { pageAt, type PageCriteria } from './RecordCriteria';
import type { CriteriaStateAccess, RecordCriteriaState } from './recordCriteriaState';

/** What the page edits work with. */
export interface CriteriaPageEditsContext extends Pick<CriteriaStateAccess, 'get'> {
  update: CriteriaUpdate;
}

/** The intents that edit the draft's page. */
export type CriteriaPageEdits = Pick<
  RecordCriteriaState,
  'goToPage' | 'setPageSize' | 'setMode' | 'setServerPage'
>;

/**
 * Creates the page edits of the record criteria: positions, bulk page size and mode (both back to page 1),
 * and the queue's server window, which is never a change of its own.
 *
 * @example
 * const pages = createCriteriaPageEdits({ get, update });
 * pages.goToPage(3);
 */
export function createCriteriaPageEdits({ get, update }: CriteriaPageEditsContext): CriteriaPageEdits {
  const editPage = (page: PageCriteria) => update({ draft: { ...get().draft, page } });
  return {
    goToPage: (page) => {
      if (!Number.isInteger(page) || page < 1) return;
      const { mode, client } = get().draft.page;
      editPage(pageAt(mode, page, client.many));
    },
    setPageSize: (many) => {
      if (!PAGE_SIZE_OPTIONS.includes(many)) return;
      editPage(pageAt(get().draft.page.mode, 1, many));
    },
    setMode: (mode) => {
      if (get().draft.page.mode === mode) return;
      editPage(pageAt(mode, 1, DEFAULT_PAGE_SIZE));
    },
    setServerPage: (server) => {
      const { draft, committed } = get();
      update({
        draft: { ...draft, page: { ...draft.page, server: { ...server } } },
        committed: { ...committed, page: { ...committed.page, server: { ...server } } },
      });
    },
  };
}
