import type { CreationFieldType, CreationQuestionDraft, SubsetDraft } from './creationDraft';
import { selectedSubsetOf, textFieldNames } from './creationDraft';
import type { DatasetCreationState } from './datasetCreationState';
import { hubViewerEmbedUrl } from './hubUrls';
import { validateSubset, visibleQuestionErrors, type CreationValidationKey } from './questionValidation';

/** The subset being configured, or null while loading. */
export function selectSubset(state: Pick<DatasetCreationState, 'draft'>): SubsetDraft | null {
  return state.draft ? selectedSubsetOf(state.draft) : null;
}

/** The errors a question card shows now (none before its first blur). */
export function selectQuestionErrors(
  state: Pick<DatasetCreationState, 'draft'>,
  question: CreationQuestionDraft,
): CreationValidationKey[] {
  const subset = selectSubset(state);
  return subset ? visibleQuestionErrors(question, textFieldNames(subset)) : [];
}

/** The one validation message the create dialog shows: the first (spec 2 §2). */
export function selectFirstCreationError(
  state: Pick<DatasetCreationState, 'draft'>,
): CreationValidationKey | null {
  const subset = selectSubset(state);
  return subset ? (validateSubset(subset)[0] ?? null) : null;
}

/** Whether the dialog's create button works: a name, a workspace, a valid dataset, nothing running. */
export function selectCanCreate(state: Pick<DatasetCreationState, 'draft' | 'dialog'>): boolean {
  const { dialog } = state;
  return (
    dialog.name.trim() !== '' &&
    dialog.workspaceId !== null &&
    !dialog.creating &&
    selectSubset(state) !== null &&
    selectFirstCreationError(state) === null
  );
}

/** A mapped field of the first record: its name, type and the column's value in the first row. */
export interface PreviewField {
  name: string;
  type: Exclude<CreationFieldType, 'no mapping'>;
  value: unknown;
}

/** The first record as the new dataset will show it: the mapped fields with their values. */
export function selectPreviewFields(state: Pick<DatasetCreationState, 'draft' | 'firstRow'>): PreviewField[] {
  const subset = selectSubset(state);
  if (!subset) return [];
  return subset.fields.flatMap((field) =>
    field.type === 'no mapping'
      ? []
      : [{ name: field.name, type: field.type, value: state.firstRow?.[field.column] ?? null }],
  );
}

/** The hub's dataset viewer on the selected subset and split, or null until the hub is known. */
export function selectHubViewerUrl(state: Pick<DatasetCreationState, 'draft' | 'hubUrl'>): string | null {
  const subset = selectSubset(state);
  if (!state.draft || !subset || state.hubUrl === null) return null;
  return hubViewerEmbedUrl({ hubUrl: state.hubUrl }, state.draft.repoId, subset.name, subset.selectedSplit);
}
