import type { QuestionOption } from '../model/Question';
import type { Suggestion } from '../model/Suggestion';

/**
 * The score of one suggested option: its own score when the suggestion scores each item of a list, else the
 * suggestion's score; null when the option is not suggested or there is no score.
 *
 * @example
 * optionSuggestionScore({ value: ['a', 'b'], rawScore: [0.2, 0.9], score: null, … }, 'b'); // 0.9
 */
export function optionSuggestionScore(
  suggestion: Suggestion | undefined,
  optionValue: unknown,
): number | null {
  if (!suggestion) return null;
  const suggested: unknown = suggestion.value;
  if (Array.isArray(suggested)) {
    const index = suggested.indexOf(optionValue);
    if (index === -1) return null;
    const perItem = Array.isArray(suggestion.rawScore) ? suggestion.rawScore[index] : undefined;
    return typeof perItem === 'number' ? perItem : suggestion.score;
  }
  return suggested === optionValue ? suggestion.score : null;
}

/**
 * The options in display order: with `options_order: 'suggestion'`, suggested options come first (highest score
 * first), the rest keep their natural order.
 *
 * @example
 * orderOptions(question.options, question.optionsOrder, suggestion);
 */
export function orderOptions(
  options: readonly QuestionOption[],
  order: 'natural' | 'suggestion' | null,
  suggestion: Suggestion | undefined,
): QuestionOption[] {
  if (order !== 'suggestion' || !suggestion) return [...options];
  const suggested: unknown[] = Array.isArray(suggestion.value) ? suggestion.value : [suggestion.value];
  const first = options
    .filter((option) => suggested.includes(option.value))
    .sort(
      (a, b) =>
        (optionSuggestionScore(suggestion, b.value) ?? -1) -
        (optionSuggestionScore(suggestion, a.value) ?? -1),
    );
  return [...first, ...options.filter((option) => !suggested.includes(option.value))];
}
