import { useMemo, useState } from 'react';
import type { KeyValueStorage, Question, QuestionOption, Suggestion } from '@marginalia/core';
import { orderOptions } from './optionOrder';
import { useRememberedExpanded } from './QuestionPreferences';

/** From this many options on, a label question offers a search box (spec 1 §4). */
export const OPTION_SEARCH_THRESHOLD = 10;
/** From this many options on, option lists do not animate (spec 1 §4). */
export const NO_ANIMATION_THRESHOLD = 50;

/** What decides which options show. */
export interface OptionFilterOptions {
  isSelected(option: QuestionOption): boolean;
  /** Puts suggested options first when the question's `options_order` is 'suggestion'. */
  suggestion?: Suggestion;
  /** Where the expanded flag persists (the provider's storage otherwise). */
  storage?: KeyValueStorage;
}

/**
 * Which options of a label question to show and in which order: suggested first when asked, the search
 * matches, collapsed to `visible_options` (selected options stay visible) until expanded; the expanded flag is
 * remembered per question. The search box shows with 10 options or more, or when the list is collapsible.
 *
 * @example
 * const filter = useOptionFilter(question, { isSelected: (o) => o.value === value, suggestion });
 */
export function useOptionFilter(question: Question, { isSelected, suggestion, storage }: OptionFilterOptions) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useRememberedExpanded(question.id, storage);
  const options = useMemo(
    () => orderOptions(question.options, question.optionsOrder, suggestion),
    [question.options, question.optionsOrder, suggestion],
  );
  // `visibleOptions` is only set with more than 3 options (see the core's toQuestion).
  const limit =
    question.visibleOptions !== null && options.length > question.visibleOptions ? question.visibleOptions : null;
  const needle = search.trim().toLocaleLowerCase();
  const matching = useMemo(
    () =>
      needle
        ? options.filter(
            (option) =>
              option.text.toLocaleLowerCase().includes(needle) ||
              String(option.value).toLocaleLowerCase().includes(needle),
          )
        : options,
    [options, needle],
  );
  const collapsed = limit !== null && !expanded && !needle;
  const shown = collapsed ? matching.filter((option, index) => index < limit || isSelected(option)) : matching;
  return {
    shown,
    search,
    setSearch,
    searchable: options.length >= OPTION_SEARCH_THRESHOLD || limit !== null,
    animated: options.length < NO_ANIMATION_THRESHOLD,
    hiddenCount: collapsed ? matching.length - shown.length : 0,
    canCollapse: limit !== null && expanded && !needle,
    expand: () => setExpanded(true),
    collapse: () => setExpanded(false),
  };
}

/** What {@link useOptionFilter} returns. */
export type OptionFilter = ReturnType<typeof useOptionFilter>;
