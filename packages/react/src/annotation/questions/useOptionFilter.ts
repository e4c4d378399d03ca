import { useMemo, useState } from 'react';
import type { Question } from '@marginalia/core';

type QuestionOption = Question['options'][number];

/** From this many options on, a label question offers a search box (spec 1 §4). */
export const OPTION_SEARCH_THRESHOLD = 10;
/** Visible options apply only above this many options (spec 1 §4). */
const VISIBLE_OPTIONS_MIN = 3;

/**
 * Which options of a label question to show: the search match, collapsed to `visibleOptions`
 * (selected options always stay visible) until the user expands the list.
 */
export function useOptionFilter(question: Question, isSelected: (option: QuestionOption) => boolean) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState(false);
  const options = question.options;
  const limit =
    question.visibleOptions &&
    options.length > VISIBLE_OPTIONS_MIN &&
    options.length > question.visibleOptions
      ? question.visibleOptions
      : null;
  const needle = search.trim().toLocaleLowerCase();
  const matching = useMemo(
    () =>
      needle ? options.filter((option) => String(option.text).toLocaleLowerCase().includes(needle)) : options,
    [options, needle],
  );
  const collapsed = limit !== null && !expanded && !needle;
  const shown = collapsed
    ? matching.filter((option, index) => index < limit || isSelected(option))
    : matching;
  return {
    shown,
    search,
    setSearch,
    searchable: options.length >= OPTION_SEARCH_THRESHOLD,
    hiddenCount: collapsed ? matching.length - shown.length : 0,
    canCollapse: limit !== null && expanded && !needle,
    expand: () => setExpanded(true),
    collapse: () => setExpanded(false),
  };
}
