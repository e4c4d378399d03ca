import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import type { Question } from '../model/Question';
import type { Suggestion } from '../model/Suggestion';

/** The Extralit question asking which sections of the source document a record's data came from. */
export const CONTEXT_RELEVANT_QUESTION = 'context-relevant';

/**
 * Whether a suggestion is an answer to prefill with. `selection` suggestions only list the choices a question
 * offers (e.g. the sections of the document), so they never prefill, except for 'context-relevant'.
 *
 * @example
 * isPrefillSuggestion({ type: 'model', … }); // true
 */
export function isPrefillSuggestion(suggestion: Pick<Suggestion, 'type'>): boolean {
  return suggestion.type !== 'selection';
}

/**
 * The 'context-relevant' pre-answer of spec 1 §4: a pending record with a suggestion for that question answers
 * it with the suggestion (an answer-type suggestion first, else the `selection` one), unless it is answered.
 *
 * @example
 * withContextRelevantPreAnswer(record, questions, answers)['context-relevant']; // ['Methods']
 */
export function withContextRelevantPreAnswer(
  record: AnnotationRecord,
  questions: readonly Pick<Question, 'id' | 'name'>[],
  answers: Record<string, AnswerValue | undefined>,
): Record<string, AnswerValue | undefined> {
  const question = questions.find((candidate) => candidate.name === CONTEXT_RELEVANT_QUESTION);
  if (record.status !== 'pending' || !question || answers[question.name] !== undefined) return answers;
  const suggestions = record.suggestions.filter((suggestion) => suggestion.questionId === question.id);
  const suggestion = suggestions.find(isPrefillSuggestion) ?? suggestions[0];
  if (suggestion === undefined) return answers;
  return { ...answers, [question.name]: suggestion.value };
}
