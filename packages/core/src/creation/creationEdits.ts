import type { SubsetDraft } from './creationDraft';
import { selectedSubsetOf } from './creationDraft';
import type { DatasetCreationContext, DatasetCreationState } from './datasetCreationState';
import * as edits from './subsetEdits';

/** The configuration edits of the selected subset; each is a pure function of `subsetEdits`. */
export type CreationEdits = Pick<
  DatasetCreationState,
  | 'setFieldType'
  | 'addQuestion'
  | 'removeQuestion'
  | 'changeQuestionType'
  | 'setQuestionColumn'
  | 'setLabelOptionsText'
  | 'setRatingTop'
  | 'addRankingOption'
  | 'removeRankingOption'
  | 'renameRankingOption'
  | 'setSpanField'
  | 'setQuestionRequired'
  | 'touchQuestion'
>;

/** Applies an edit to the selected subset; an edit that changes nothing leaves the state as it is. */
export function editSelectedSubset(
  { get, set }: DatasetCreationContext,
  change: (subset: SubsetDraft) => SubsetDraft,
) {
  const { draft } = get();
  if (!draft) return;
  const current = selectedSubsetOf(draft);
  const next = change(current);
  if (next === current) return;
  set({ draft: { ...draft, subsets: draft.subsets.map((subset) => (subset === current ? next : subset)) } });
}

export function createCreationEdits(context: DatasetCreationContext): CreationEdits {
  const edit = (change: (subset: SubsetDraft) => SubsetDraft) => editSelectedSubset(context, change);
  // Keys of added questions, unique within this store.
  let keys = 0;
  return {
    setFieldType: (name, type) => edit((subset) => edits.setFieldType(subset, name, type)),
    addQuestion: (type) => edit((subset) => edits.addQuestion(subset, type, `new:${++keys}`)),
    removeQuestion: (key) => edit((subset) => edits.removeQuestion(subset, key)),
    changeQuestionType: (key, type) => edit((subset) => edits.changeQuestionType(subset, key, type)),
    setQuestionColumn: (key, column) => edit((subset) => edits.setQuestionColumn(subset, key, column)),
    setLabelOptionsText: (key, text) => edit((subset) => edits.setLabelOptionsText(subset, key, text)),
    setRatingTop: (key, typed) => edit((subset) => edits.setRatingTop(subset, key, typed)),
    addRankingOption: (key) => edit((subset) => edits.addRankingOption(subset, key)),
    removeRankingOption: (key, index) => edit((subset) => edits.removeRankingOption(subset, key, index)),
    renameRankingOption: (key, index, text) =>
      edit((subset) => edits.renameRankingOption(subset, key, index, text)),
    setSpanField: (key, field) => edit((subset) => edits.setSpanField(subset, key, field)),
    setQuestionRequired: (key, required) =>
      edit((subset) => edits.setQuestionRequired(subset, key, required)),
    touchQuestion: (key) => edit((subset) => edits.touchQuestion(subset, key)),
  };
}
