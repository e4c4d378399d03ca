import type { WireQuestionSettings } from '@marginalia/core';
import type { ResponseStatus } from '@marginalia/core';
import { answerValueProblem } from './answer-value-validation';

/** Key accepted in `values` without a question: elapsed seconds sent by the web app (Extralit). */
export const DURATION_KEY = 'duration';

/** A question as response validation needs it. */
export interface QuestionRule {
  name: string;
  required: boolean;
  settings: WireQuestionSettings;
}

/** Response `values`: question name → `{value}`. */
export type ResponseValues = Record<string, { value: unknown }>;

/**
 * Validates a response's values (contract §15.2) and returns the first problem, or null:
 * submitted responses need values and every required question; keys must be question names or
 * `duration`; every value must fit its question.
 */
export function responseValuesProblem(
  values: ResponseValues | null | undefined,
  status: ResponseStatus,
  questions: readonly QuestionRule[],
  recordFields: Record<string, unknown>,
): string | null {
  const submitted = status === 'submitted';
  if (submitted && (!values || Object.keys(values).length === 0))
    return 'missing response values for submitted response';
  if (!values) return null;
  for (const name of Object.keys(values)) {
    if (name !== DURATION_KEY && !questions.some((q) => q.name === name)) {
      return `found response value for non configured question with name='${name}'`;
    }
  }
  if (submitted) {
    for (const question of questions) {
      if (question.required && !(question.name in values)) {
        return `missing response value for required question with name='${question.name}'`;
      }
    }
  }
  for (const [name, answer] of Object.entries(values)) {
    if (name === DURATION_KEY) {
      // Contract §15.1: an integer number of seconds (the web app rounds its timer).
      if (!Number.isSafeInteger(answer.value) || (answer.value as number) < 0) {
        return 'duration value must be a non-negative integer number of seconds';
      }
      continue;
    }
    const question = questions.find((q) => q.name === name) as QuestionRule;
    const problem = answerValueProblem(answer.value, {
      settings: question.settings,
      recordFields,
      submitted,
    });
    if (problem) return problem;
  }
  return null;
}

/**
 * Values stored by `PUT /responses/{id}`: the new values replace the old ones, except `duration`,
 * which accumulates (kept when the update carries none).
 */
export function mergeDuration(
  stored: ResponseValues | null,
  incoming: ResponseValues | null,
): ResponseValues | null {
  const storedDuration = stored?.[DURATION_KEY]?.value;
  if (typeof storedDuration !== 'number') return incoming;
  const incomingDuration = incoming?.[DURATION_KEY]?.value;
  const total = storedDuration + (typeof incomingDuration === 'number' ? incomingDuration : 0);
  return { ...(incoming ?? {}), [DURATION_KEY]: { value: total } };
}
