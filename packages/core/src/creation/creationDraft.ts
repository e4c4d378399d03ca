import { createMessage, type Message } from '../messages/Message';
import { fieldTypeName, NO_MAPPING_TYPE_NAME_KEY } from '../model/typeNames';
import type { MetadataDtype } from '../api/wire/hubFeatures';

/** A field's type in the creation form; 'no mapping' leaves its column out of the dataset. */
export const CREATION_FIELD_TYPES = ['text', 'image', 'chat', 'no mapping'] as const;
export type CreationFieldType = (typeof CREATION_FIELD_TYPES)[number];

/**
 * The name a creation field type shows: the field type's, or 'No mapping'.
 *
 * @example
 * translateMessage(t, creationFieldTypeName('no mapping')); // 'No mapping'
 */
export function creationFieldTypeName(type: CreationFieldType): Message {
  return type === 'no mapping' ? createMessage(NO_MAPPING_TYPE_NAME_KEY) : fieldTypeName(type);
}

/** The question types the add-question dropdown offers. */
export const CREATION_QUESTION_TYPES = [
  'label_selection',
  'multi_label_selection',
  'rating',
  'ranking',
  'span',
  'text',
] as const;
export type CreationQuestionType = (typeof CREATION_QUESTION_TYPES)[number];

/** A column shown as a field of the new dataset, named after the column. */
export interface CreationFieldDraft {
  name: string;
  column: string;
  type: CreationFieldType;
}

/** A numeric column kept as a metadata property. */
export interface CreationMetadataDraft {
  name: string;
  column: string;
  dtype: MetadataDtype;
}

/** A question of the new dataset as the configuration card edits it. */
export interface CreationQuestionDraft {
  /** Stable key of the card; the name changes with the type. */
  key: string;
  name: string;
  title: string;
  type: CreationQuestionType;
  required: boolean;
  /** The column whose values become suggestions ('map to a column'); null is 'no mapping'. */
  column: string | null;
  /** Whether the inference mapped it from a class-label column. */
  wasAutoMapped: boolean;
  /** Option texts of label, multi-label, span and ranking questions. */
  options: string[];
  /** Rating values. */
  ratingValues: number[];
  /** The text field a span question annotates ('apply to a field'). */
  field: string | null;
  allowOverlapping: boolean;
  /** Errors show after the first blur, then on each edit (spec 2 §5). */
  touched: boolean;
}

/** One config of the hub dataset with its splits and what its columns become. */
export interface SubsetDraft {
  name: string;
  splits: string[];
  selectedSplit: string;
  /** Every column, in the dataset's order. */
  columns: string[];
  /** Class names of the class-label columns, for questions mapped to them. */
  columnLabels: Record<string, string[]>;
  fields: CreationFieldDraft[];
  questions: CreationQuestionDraft[];
  metadata: CreationMetadataDraft[];
  /** The column that becomes the records' external id (an `id` column), or null. */
  externalIdColumn: string | null;
}

/** The dataset being configured from a hub repository. */
export interface DatasetCreationDraft {
  repoId: string;
  /** The new dataset's name: the repository name without its owner. */
  name: string;
  subsets: SubsetDraft[];
  selectedSubset: string;
}

/** The text fields of a subset: what a span question may annotate. */
export function textFieldNames(subset: Pick<SubsetDraft, 'fields'>): string[] {
  return subset.fields.filter((field) => field.type === 'text').map((field) => field.name);
}

/** The subset being configured. */
export function selectedSubsetOf(draft: DatasetCreationDraft): SubsetDraft {
  return (
    draft.subsets.find((subset) => subset.name === draft.selectedSubset) ?? (draft.subsets[0] as SubsetDraft)
  );
}

/**
 * Panel defaults of the preview (spec 2 §2), laid out as the original: the upper panels (the first record beside
 * the questions preview) take 34% of the height; above, the first record takes 64% of the width; below, the hub's
 * dataset viewer takes 36% beside the configuration. Upper panels never go below 30% of the height.
 */
export const CREATION_PANEL_DEFAULTS = Object.freeze({
  upperHeightPercent: 34,
  upperMinPercent: 30,
  recordWidthPercent: 64,
  viewerWidthPercent: 36,
});
