import type { WireQuestionSettings, WireResponseValues } from '@marginalia/core';

/**
 * The disagreement of a record, the review queue's default order (docs/review-and-agreement.md): the share of its
 * answered questions whose submitted answers are not all equal (0 = unanimous, 1 = every question disputed).
 * Answers compare as the question means them: a multi-label answer as a set, a ranking and spans whatever order
 * their items were sent in.
 */

/** A question as the disagreement reads it. */
export interface DisagreementQuestion {
  name: string;
  type: WireQuestionSettings['type'];
}

const itemKey = (item: unknown) => JSON.stringify(item);

/** The key two equal answers share. */
function answerKey(type: DisagreementQuestion['type'], answer: unknown): string {
  if (!Array.isArray(answer)) return JSON.stringify(answer);
  switch (type) {
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
    case 'ranking':
    case 'span':
      return JSON.stringify(answer.map(itemKey).sort());
    default:
      return JSON.stringify(answer);
  }
}

/**
 * The share of answered questions on which the responses' answers differ; 0 without answers.
 *
 * @example
 * recordDisagreement([label, rating], [{ label: { value: 'a' }, rating: { value: 1 } }, { label: { value: 'b' }, rating: { value: 1 } }]);
 * // 0.5
 */
export function recordDisagreement(
  questions: readonly DisagreementQuestion[],
  responses: readonly (WireResponseValues | null)[],
): number {
  let answered = 0;
  let disputed = 0;
  for (const question of questions) {
    let first: string | undefined;
    let differs = false;
    for (const values of responses) {
      const answer = values?.[question.name]?.value;
      if (answer === undefined || answer === null) continue;
      const key = answerKey(question.type, answer);
      if (first === undefined) first = key;
      else if (key !== first) differs = true;
    }
    if (first === undefined) continue;
    answered += 1;
    if (differs) disputed += 1;
  }
  return answered === 0 ? 0 : disputed / answered;
}
