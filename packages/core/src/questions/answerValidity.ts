import type { QuestionType } from '../api/wire/questions';
import type { AnswerValue, RankingAnswerItem } from '../model/AnswerValue';
import type { Question } from '../model/Question';

/** How complete an answer is (spec 1 §4). Only ranking answers can be partially valid. */
export type AnswerValidity = 'valid' | 'invalid' | 'partiallyValid';

/** The parts of a question the validity rules read. */
export type ValidatedQuestion = Pick<Question, 'name' | 'type' | 'required' | 'options'>;

function isNonEmptyText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function rankingValidity(options: Question['options'], value: unknown): AnswerValidity {
  if (!Array.isArray(value)) return 'invalid';
  const ranked = new Set(
    (value as RankingAnswerItem[])
      .filter((item) => typeof item?.rank === 'number' && item.rank >= 1)
      .map((item) => String(item.value)),
  );
  // Without option definitions, the items themselves are the options to rank.
  const expected =
    options.length > 0
      ? options.map((option) => String(option.value))
      : value.map((item) => String(item?.value));
  const rankedCount = expected.filter((optionValue) => ranked.has(optionValue)).length;
  if (expected.length > 0 && rankedCount === expected.length) return 'valid';
  return rankedCount > 0 ? 'partiallyValid' : 'invalid';
}

const RULES: Record<QuestionType, (question: ValidatedQuestion, value: unknown) => AnswerValidity> = {
  text: (_question, value) => (isNonEmptyText(value) ? 'valid' : 'invalid'),
  label_selection: (_question, value) => (isNonEmptyText(value) ? 'valid' : 'invalid'),
  dynamic_label_selection: (_question, value) => (isNonEmptyText(value) ? 'valid' : 'invalid'),
  multi_label_selection: (_question, value) =>
    Array.isArray(value) && value.length > 0 ? 'valid' : 'invalid',
  dynamic_multi_label_selection: (_question, value) =>
    Array.isArray(value) && value.length > 0 ? 'valid' : 'invalid',
  rating: (_question, value) => (typeof value === 'number' && Number.isFinite(value) ? 'valid' : 'invalid'),
  ranking: (question, value) => rankingValidity(question.options, value),
  // Spans are optional marks on the text: no spans is a valid answer too.
  span: () => 'valid',
  table: (_question, value) => {
    const data = (value as { data?: unknown } | null | undefined)?.data;
    return Array.isArray(data) && data.length > 0 ? 'valid' : 'invalid';
  },
};

/**
 * Validity of one answer: text non-empty; label, multi-label and rating need a selection; ranking is valid
 * when every option has a rank and partially valid when some do; table needs at least one row; span is
 * always valid.
 *
 * @example
 * answerValidity(rankingQuestion, [{ value: 'a', rank: 1 }, { value: 'b', rank: null }]); // 'partiallyValid'
 */
export function answerValidity(question: ValidatedQuestion, value: AnswerValue | undefined): AnswerValidity {
  return RULES[question.type](question, value);
}

/**
 * Whether an answer goes into a request: only valid or partially valid answers are sent.
 *
 * @example
 * isSendable('partiallyValid'); // true
 */
export function isSendable(validity: AnswerValidity): boolean {
  return validity !== 'invalid';
}

/**
 * Validity of every question's current answer, keyed by question name.
 *
 * @example
 * validityOf(questions, { sentiment: 'positive' }); // { sentiment: 'valid', … }
 */
export function validityOf(
  questions: readonly ValidatedQuestion[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): Record<string, AnswerValidity> {
  return Object.fromEntries(
    questions.map((question) => [question.name, answerValidity(question, answers[question.name])]),
  );
}

/**
 * Complete-record rule: every required question is answered validly, and no optional one is half done (an
 * optional ranking is acceptable with none or all options ranked, never with only some).
 *
 * @example
 * isRecordComplete(questions, validityOf(questions, answers));
 */
export function isRecordComplete(
  questions: readonly ValidatedQuestion[],
  validity: Readonly<Record<string, AnswerValidity>>,
): boolean {
  return questions.every((question) => {
    const state = validity[question.name] ?? 'invalid';
    return question.required ? state === 'valid' : state !== 'partiallyValid';
  });
}
