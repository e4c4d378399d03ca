import type { AnnotationRecord } from '../model/AnnotationRecord';
import type { AnswerValue } from '../model/AnswerValue';
import type { Question } from '../model/Question';
import { isPrefillSuggestion, withContextRelevantPreAnswer } from './contextRelevant';

/**
 * The answers a record opens with: the caller's saved answers when they responded; for a pending record with no
 * answer, the suggestions (except for table questions, whose suggestions are references, not answers, and
 * `selection` suggestions, which list choices), and the 'context-relevant' pre-answer.
 *
 * @example
 * initialAnswers(record, questions); // { sentiment: 'positive', … }
 */
export function initialAnswers(
  record: AnnotationRecord,
  questions: readonly Question[],
): Record<string, AnswerValue | undefined> {
  const answers: Record<string, AnswerValue | undefined> = {};
  const savedValues = record.response?.values ?? {};
  const hasSavedAnswers = Object.keys(savedValues).length > 0;
  if (hasSavedAnswers || record.status !== 'pending') {
    for (const question of questions) answers[question.name] = savedValues[question.name];
    return answers;
  }
  for (const question of questions) {
    const suggestion = record.suggestions.find(
      (candidate) => candidate.questionId === question.id && isPrefillSuggestion(candidate),
    );
    answers[question.name] = question.type === 'table' ? undefined : suggestion?.value;
  }
  return withContextRelevantPreAnswer(record, questions, answers);
}
