import type { FilterValueEdit } from './filterEditorViews';
import { withMetadataFilterEdit } from './metadataFilterEditor';
import type { RecordCriteriaState } from './recordCriteriaState';
import { withResponseFilterEdit } from './responseFilterEditor';
import { withSuggestionFilterEdit } from './suggestionFilterEditor';

/** The intents a filter editor sends; each edits one filter of the draft through the part edits. */
export type CriteriaFilterEdits = Pick<
  RecordCriteriaState,
  'editMetadataFilter' | 'editResponseFilter' | 'editSuggestionFilter'
>;

/**
 * Creates the filter editors' intents: each builds the part's next filters from one edit and hands them to
 * the part's setter, which drops empty filters, goes back to page 1 and schedules the debounced commit.
 *
 * @example
 * const edits = createCriteriaFilterEdits(get);
 * edits.editResponseFilter(question, { labels: ['yes'] });
 */
export function createCriteriaFilterEdits(get: () => RecordCriteriaState): CriteriaFilterEdits {
  return {
    editMetadataFilter: (property, metrics, edit: FilterValueEdit) =>
      get().setMetadata(withMetadataFilterEdit(get().draft.metadata, property, metrics, edit)),
    editResponseFilter: (question, edit) =>
      get().setResponse(withResponseFilterEdit(get().draft.response, question, edit)),
    editSuggestionFilter: (question, edit) =>
      get().setSuggestion(withSuggestionFilterEdit(get().draft.suggestion, question, edit)),
  };
}
