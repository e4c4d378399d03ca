import { ALL_FIELDS } from './criteriaConstants';
import type { CriteriaDebounce } from './criteriaDebounce';
import { isDebouncedPart } from './criteriaDebounce';
import { changedParts, isSamePart } from './criteriaEquality';
import type { CriteriaUpdate } from './criteriaUpdate';
import {
  withoutEmptyMetadataFilters,
  withoutEmptyResponseFilters,
  withoutEmptySuggestionFilters,
} from './filterActivity';
import { pageAt, similaritySearchOf, type CriteriaPart, type RecordCriteria } from './RecordCriteria';
import type {
  CriteriaChangeEvent,
  CriteriaEditOptions,
  CriteriaStateAccess,
  DebouncedCriteriaPart,
  RecordCriteriaState,
} from './recordCriteriaState';

/** What the part edits work with. */
export interface CriteriaPartEditsContext extends Pick<CriteriaStateAccess, 'get'> {
  update: CriteriaUpdate;
  debounce: CriteriaDebounce;
  emit(event: CriteriaChangeEvent): void;
}

/** The intents that edit one part of the draft, and what a settled debounce does. */
export interface CriteriaPartEdits {
  intents: Pick<
    RecordCriteriaState,
    | 'setStatus'
    | 'setSearchText'
    | 'setMetadata'
    | 'setResponse'
    | 'setSuggestion'
    | 'setSortBy'
    | 'setReviewStatus'
    | 'setReviewSort'
    | 'setSimilaritySearch'
    | 'setComments'
    | 'applyCriteria'
  >;
  /** A part's debounce ran out: commit when it still differs, else undo the page reset it caused. */
  settle(part: DebouncedCriteriaPart): void;
}

/**
 * Creates the edits of the draft's parts: a user's edit goes back to page 1 and (sort, filters) commits itself
 * after its debounce; an automatic edit keeps the page and emits a criteria-change event instead.
 *
 * @example
 * const edits = createCriteriaPartEdits({ get, update, debounce, emit });
 * edits.intents.setStatus('submitted');
 */
export function createCriteriaPartEdits({
  get,
  update,
  debounce,
  emit,
}: CriteriaPartEditsContext): CriteriaPartEdits {
  const edit = <P extends Exclude<CriteriaPart, 'page'>>(
    part: P,
    value: RecordCriteria[P],
    { automatic = false }: CriteriaEditOptions = {},
  ) => {
    const current = get().draft;
    const draft: RecordCriteria = { ...current, [part]: value };
    if (isSamePart(part, draft, current)) return;
    if (!automatic) draft.page = pageAt(current.page.mode, 1, current.page.client.many);
    update({ draft });
    if (automatic) emit({ type: 'criteria-change', parts: [part], criteria: draft });
    else if (isDebouncedPart(part)) debounce.schedule(part);
  };

  const intents: CriteriaPartEdits['intents'] = {
    setStatus: (status, options) => edit('status', status, options),
    setSearchText: ({ text, field }, options) =>
      edit('searchText', { text: text.trim(), field: field || ALL_FIELDS }, options),
    setMetadata: (filters, options) => edit('metadata', withoutEmptyMetadataFilters(filters), options),
    setResponse: (filters, options) => edit('response', withoutEmptyResponseFilters(filters), options),
    setSuggestion: (filters, options) => edit('suggestion', withoutEmptySuggestionFilters(filters), options),
    setSortBy: (sortBy, options) => {
      edit('sortBy', [...sortBy], options);
      // Removing the last sort applies the empty sort straight away.
      if (sortBy.length === 0 && get().committed.sortBy.length > 0 && !options?.automatic) get().commit();
    },
    setReviewStatus: (status, options) => edit('reviewStatus', status, options),
    setReviewSort: (on, options) => edit('reviewSort', on, options),
    setSimilaritySearch: (search, options) =>
      edit('similaritySearch', search ? similaritySearchOf(search) : null, options),
    setComments: (filter, options) => edit('comments', filter, options),
    applyCriteria: (criteria) => {
      const parts = changedParts(get().draft, criteria);
      if (parts.length === 0) return;
      update({ draft: criteria });
      emit({ type: 'criteria-change', parts, criteria });
    },
  };

  return {
    intents,
    settle(part) {
      const { draft, committed } = get();
      if (!isSamePart(part, draft, committed)) {
        get().commit();
        return;
      }
      // The edit was undone before it settled: undo the page reset it caused, unless other edits still wait.
      if (debounce.size() === 0 && changedParts(draft, committed).every((changed) => changed === 'page')) {
        update({ draft: { ...draft, page: committed.page } });
      }
    },
  };
}
