import type { QuestionType } from '../api/wire/questions';

/** Question types a response filter is offered for. */
export const RESPONSE_FILTER_QUESTION_TYPES: readonly QuestionType[] = [
  'label_selection',
  'multi_label_selection',
  'rating',
];

/**
 * Only single label, multi label and rating questions are offered for response filtering.
 *
 * @example
 * responseFilterQuestions(questions).map((question) => question.name);
 */
export function responseFilterQuestions<Q extends { type: QuestionType }>(questions: readonly Q[]): Q[] {
  return questions.filter((question) => RESPONSE_FILTER_QUESTION_TYPES.includes(question.type));
}

/** The agent part of a suggestion filter is offered only when at least one agent produced suggestions. */
export function canFilterByAgent(agents: readonly string[] | undefined): boolean {
  return (agents?.length ?? 0) > 0;
}
