import type { Question } from '../model/Question';

/** One choosable term of a terms filter. */
export interface FilterOption {
  value: string;
  label: string;
  /** How many records carry it, when known. */
  count?: number;
}

/** From this many options a question's terms filter gets a box to narrow the list. */
export const SEARCHABLE_OPTIONS_FROM = 10;

/**
 * The options of a question's terms filter: each option's value (as text) labelled with its text.
 *
 * @example
 * questionFilterOptions(question); // [{ value: 'yes', label: 'Yes' }, …]
 */
export function questionFilterOptions(question: Pick<Question, 'options'>): FilterOption[] {
  return question.options.map((option) => ({ value: String(option.value), label: option.text }));
}

/** Whether a question's option list is long enough to get a search box. */
export function isSearchableOptionList(options: readonly FilterOption[]): boolean {
  return options.length >= SEARCHABLE_OPTIONS_FROM;
}

/**
 * The selection with `value` toggled: removed when chosen, added at the end otherwise.
 *
 * @example
 * toggleTerm(['a', 'b'], 'a'); // ['b']
 */
export function toggleTerm(selected: readonly string[], value: string): string[] {
  return selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
}

/**
 * The options whose label contains the query, case-insensitively; all of them for a blank query.
 *
 * @example
 * matchingOptions([{ value: 'b', label: 'Books' }], 'BOO'); // [{ value: 'b', label: 'Books' }]
 */
export function matchingOptions<O extends FilterOption>(options: readonly O[], query: string): readonly O[] {
  const needle = query.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}

/**
 * The list with the item `isTarget` picks replaced in place (appended when absent), or removed for null.
 * Keeps the order in which filters were first set, which the URL and the search request follow.
 *
 * @example
 * replaceInPlace([{ name: 'a' }, { name: 'b' }], (f) => f.name === 'a', null); // [{ name: 'b' }]
 */
export function replaceInPlace<T>(list: readonly T[], isTarget: (item: T) => boolean, item: T | null): T[] {
  const at = list.findIndex(isTarget);
  const next = list.filter((candidate) => !isTarget(candidate));
  if (item !== null) next.splice(at < 0 ? next.length : at, 0, item);
  return next;
}
