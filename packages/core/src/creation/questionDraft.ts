import type { CreationQuestionType, CreationQuestionDraft } from './creationDraft';

/** The option defaults of a new question (spec 2 §9). */
export const QUESTION_OPTION_DEFAULTS = {
  label_selection: ['positive', 'negative', 'neutral'],
  multi_label_selection: ['news', 'sports', 'international', 'politics'],
  ranking: ['Option 1', 'Option 2'],
  span: ['organisation', 'person', 'event'],
} as const;

/** A new rating question's values: 0 to 10. */
export const DEFAULT_RATING_VALUES: readonly number[] = Object.freeze([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

/** The bounds a typed rating is clamped to (spec 2 §5). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;

/**
 * A name for a question of `type` that no other question of the subset has: `label_selection_1`, `…_2`, …
 *
 * @example
 * uniqueQuestionName('rating', ['rating_1']); // 'rating_2'
 */
export function uniqueQuestionName(type: CreationQuestionType, taken: readonly string[]): string {
  let n = 1;
  while (taken.includes(`${type}_${n}`)) n += 1;
  return `${type}_${n}`;
}

/** Options for a fresh question of `type`. */
function defaultOptions(type: CreationQuestionType): string[] {
  return type in QUESTION_OPTION_DEFAULTS
    ? [...QUESTION_OPTION_DEFAULTS[type as keyof typeof QUESTION_OPTION_DEFAULTS]]
    : [];
}

/**
 * A new, unmapped question of `type` with the §9 defaults; a span question annotates the first text field.
 *
 * @example
 * createQuestionDraft('span', { key: 'q1', name: 'span_1', textFields: ['text'] }).options; // ['organisation', 'person', 'event']
 */
export function createQuestionDraft(
  type: CreationQuestionType,
  { key, name, textFields = [] }: { key: string; name: string; textFields?: readonly string[] },
): CreationQuestionDraft {
  return {
    key,
    name,
    title: name,
    type,
    required: false,
    column: null,
    wasAutoMapped: false,
    options: defaultOptions(type),
    ratingValues: type === 'rating' ? [...DEFAULT_RATING_VALUES] : [],
    field: type === 'span' ? (textFields[0] ?? null) : null,
    allowOverlapping: type === 'span',
    touched: false,
  };
}

/**
 * Label options typed as one text: split on commas and trimmed, empty items kept (they are invalid).
 *
 * @example
 * parseLabelOptions(' a, b ,,c'); // ['a', 'b', '', 'c']
 */
export function parseLabelOptions(text: string): string[] {
  if (text.trim() === '') return [];
  return text.split(',').map((option) => option.trim());
}

/** The text a label editor shows for its options. */
export function formatLabelOptions(options: readonly string[]): string {
  return options.join(', ');
}

/**
 * The values of a rating whose highest value is typed as `typed`: `0…n` with `n` clamped to 1–10, so a typed
 * value always gives at least two options, like the §9 default of 0 to 10. A cleared input (not a number) gives
 * no values, which the editor reports after its first blur.
 *
 * @example
 * ratingValuesUpTo(14); // [0, 1, …, 10]
 * ratingValuesUpTo(Number.NaN); // []
 */
export function ratingValuesUpTo(typed: number): number[] {
  if (!Number.isFinite(typed)) return [];
  const top = Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(typed)));
  return Array.from({ length: top + 1 }, (_, i) => i);
}

/** A ranking's new option: 'option N' where N is the count plus one. */
export function nextRankingOption(options: readonly string[]): string {
  return `option ${options.length + 1}`;
}

/** A ranking option may be removed only while 3 or more remain. */
export function canRemoveRankingOption(options: readonly string[]): boolean {
  return options.length >= 3;
}
