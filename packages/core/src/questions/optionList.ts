import type { QuestionOption } from '../model/Question';

/** From this many options on, a label question offers a search box (spec 1 §4). */
export const OPTION_SEARCH_THRESHOLD = 10;
/** From this many options on, option lists do not animate (spec 1 §4). */
export const NO_ANIMATION_THRESHOLD = 50;

/** What decides which options of a label question show. */
export interface OptionListInput {
  /** The options in display order (see `orderOptions`). */
  options: readonly QuestionOption[];
  /** The question's `visible_options`; the core only sets it with more than 3 options. */
  visibleOptions: number | null;
  expanded: boolean;
  search: string;
  isSelected(option: QuestionOption): boolean;
}

/** Which options show, and what the list offers around them. */
export interface OptionList {
  shown: QuestionOption[];
  /** The search box shows with 10 options or more, or when the list is collapsible. */
  searchable: boolean;
  animated: boolean;
  /** How many options the collapsed list hides ('+N'). */
  hiddenCount: number;
  canCollapse: boolean;
}

/**
 * The options a label question shows: the search matches (text or value, case-insensitive), collapsed to
 * `visible_options` until expanded — selected options stay visible, and a search always shows every match.
 *
 * @example
 * optionList({ options, visibleOptions: 3, expanded: false, search: '', isSelected: (o) => o.value === value });
 */
export function optionList({
  options,
  visibleOptions,
  expanded,
  search,
  isSelected,
}: OptionListInput): OptionList {
  const limit = visibleOptions !== null && options.length > visibleOptions ? visibleOptions : null;
  const needle = search.trim().toLocaleLowerCase();
  const matching = needle
    ? options.filter(
        (option) =>
          option.text.toLocaleLowerCase().includes(needle) ||
          String(option.value).toLocaleLowerCase().includes(needle),
      )
    : [...options];
  const collapsed = limit !== null && !expanded && !needle;
  const shown = collapsed
    ? matching.filter((option, index) => index < limit || isSelected(option))
    : matching;
  return {
    shown,
    searchable: options.length >= OPTION_SEARCH_THRESHOLD || limit !== null,
    animated: options.length < NO_ANIMATION_THRESHOLD,
    hiddenCount: collapsed ? matching.length - shown.length : 0,
    canCollapse: limit !== null && expanded && !needle,
  };
}
