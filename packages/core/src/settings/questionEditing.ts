import type { QuestionType } from '../api/wire/questions';
import type { QuestionDraft } from './settingsItems';

/** Visible options show only with more than this many options (spec 2 §9). */
const VISIBLE_OPTIONS_AFTER = 3;

/** What the settings may change of a published question of a type (the server refuses the rest). */
export interface QuestionEditing {
  /** Option labels may be renamed (label, multi-label and span questions). */
  optionLabels: boolean;
  /**
   * The options may be put in another order: the server keeps the same set of values but stores the order
   * sent, and the annotation page lists them in that order.
   */
  reorderOptions: boolean;
  /** The question type has a `visible_options` setting. */
  visibleOptions: boolean;
  /** Suggested options may be listed first (`options_order: 'suggestion'`, multi-label questions only). */
  suggestionFirst: boolean;
  allowOverlapping: boolean;
  useMarkdown: boolean;
}

const LABEL_TYPES: readonly QuestionType[] = [
  'label_selection',
  'multi_label_selection',
  'dynamic_label_selection',
  'dynamic_multi_label_selection',
];

/**
 * The editable parts of a question type: rating and ranking options are shown read-only, since the server
 * refuses any change to them once published.
 *
 * @example
 * questionEditing('ranking').optionLabels; // false
 */
export function questionEditing(type: QuestionType): QuestionEditing {
  const labels = LABEL_TYPES.includes(type) || type === 'span';
  return {
    optionLabels: labels,
    reorderOptions: labels,
    visibleOptions: labels,
    suggestionFirst: type === 'multi_label_selection' || type === 'dynamic_multi_label_selection',
    allowOverlapping: type === 'span',
    useMarkdown: type === 'text',
  };
}

/**
 * Whether the visible-options setting shows (and is sent): a type that has it, with more than 3 options.
 *
 * @example
 * showsVisibleOptions('label_selection', 4); // true
 */
export function showsVisibleOptions(type: QuestionType, optionCount: number): boolean {
  return questionEditing(type).visibleOptions && optionCount > VISIBLE_OPTIONS_AFTER;
}

/** The default number of visible options: every option (spec 2 §9). */
export function defaultVisibleOptions(draft: QuestionDraft): number {
  return draft.options.length;
}
