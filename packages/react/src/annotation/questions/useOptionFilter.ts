import { useMemo, useState } from 'react';
import { optionList, orderOptions } from '@marginalia/core';
import type { KeyValueStorage, Question, QuestionOption, Suggestion } from '@marginalia/core';
import { useRememberedExpanded } from './QuestionPreferences';

/** What decides which options show. */
export interface OptionFilterOptions {
  isSelected(option: QuestionOption): boolean;
  /** Puts suggested options first when the question's `options_order` is 'suggestion'. */
  suggestion?: Suggestion;
  /** Where the expanded flag persists (the provider's storage otherwise). */
  storage?: KeyValueStorage;
}

/**
 * The option list of a label question (the core's `orderOptions` and `optionList`), with the search text and
 * the expanded flag remembered per question.
 *
 * @example
 * const filter = useOptionFilter(question, { isSelected: (o) => o.value === value, suggestion });
 */
export function useOptionFilter(
  question: Question,
  { isSelected, suggestion, storage }: OptionFilterOptions,
) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useRememberedExpanded(question.id, storage);
  const options = useMemo(
    () => orderOptions(question.options, question.optionsOrder, suggestion),
    [question.options, question.optionsOrder, suggestion],
  );
  const list = optionList({ options, visibleOptions: question.visibleOptions, expanded, search, isSelected });
  return {
    ...list,
    search,
    setSearch,
    expand: () => setExpanded(true),
    collapse: () => setExpanded(false),
  };
}

/** What {@link useOptionFilter} returns. */
export type OptionFilter = ReturnType<typeof useOptionFilter>;
