import type { WireResponseValues } from '../api/wire/records';
import type { AnswerValue } from '../model/AnswerValue';
import { DURATION_KEY } from '../model/RecordResponse';
import { answerValidity, isSendable, type ValidatedQuestion } from './answerValidity';

type Answers = Readonly<Record<string, AnswerValue | undefined>>;

function isAnswered(value: AnswerValue | undefined): boolean {
  return value !== undefined && !(Array.isArray(value) && value.length === 0);
}

/**
 * Whether the user gave any answer at all (an untouched span question counts as no answer).
 *
 * @example
 * hasAnyAnswer(questions, {}); // false
 */
export function hasAnyAnswer(questions: readonly ValidatedQuestion[], answers: Answers): boolean {
  return questions.some((question) => isAnswered(answers[question.name]));
}

/**
 * The `values` of a response request: only valid or partially valid answers, each wrapped as `{ value }`.
 * `durationSeconds` is added under `duration` only when something was answered.
 *
 * @example
 * toResponseValues(questions, { sentiment: 'positive', notes: '' }, 12);
 * // { sentiment: { value: 'positive' }, duration: { value: 12 } }
 */
export function toResponseValues(
  questions: readonly ValidatedQuestion[],
  answers: Answers,
  durationSeconds?: number,
): WireResponseValues {
  const values: WireResponseValues = {};
  for (const question of questions) {
    const answer = answers[question.name];
    if (!isSendable(answerValidity(question, answer))) continue;
    // A span question is always valid; untouched it is sent as "no spans".
    values[question.name] = { value: answer ?? [] };
  }
  if (durationSeconds !== undefined && hasAnyAnswer(questions, answers)) {
    values[DURATION_KEY] = { value: durationSeconds };
  }
  return values;
}

/**
 * Whether an answer holds something: non-blank text, a selection, a non-empty list, a table with rows.
 *
 * @example
 * isNonEmptyAnswer('  '); // false
 */
export function isNonEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return Array.isArray(value.data) && value.data.length > 0;
}

/**
 * Whether any question has a non-empty answer (what a draft auto-save needs).
 *
 * @example
 * hasNonEmptyAnswer(questions, { notes: '' }); // false
 */
export function hasNonEmptyAnswer(questions: readonly ValidatedQuestion[], answers: Answers): boolean {
  return questions.some((question) => isNonEmptyAnswer(answers[question.name]));
}
