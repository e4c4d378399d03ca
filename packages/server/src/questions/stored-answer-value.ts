import { laxInteger, type WireQuestionSettings } from '@marginalia/core';
import type { QuestionRule, ResponseValues } from './response-values-validation';

/**
 * The form an answer value is validated and stored in (contract §15.1), as the original's response models leave
 * it: a ranking item is `{value, rank}` (rank `null` when absent) and a span `{label, start, end}`, whatever other
 * keys the client sent (`text`, `description`, `id`, …); their integers are read as pydantic's lax `int` reads
 * them (`"2"`, `2.0`). In a response, numbers in a multi-label list become text (the original's response model
 * coerces numbers to strings there). Anything else is left as sent, for validation to accept or refuse.
 */

/** Who gives the answer: a user's response, or a suggestion (stored as sent apart from the item shapes). */
export type AnswerSource = 'response' | 'suggestion';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The integer pydantic's lax `int` makes of `value`, or `value` itself for validation to refuse. */
function laxIntegerOrAsSent(value: unknown): unknown {
  const outcome = laxInteger(value);
  return outcome.ok ? outcome.value : value;
}

function rankingItem(item: unknown): unknown {
  if (!isPlainObject(item)) return item;
  const rank = item['rank'] === undefined || item['rank'] === null ? null : laxIntegerOrAsSent(item['rank']);
  return { value: item['value'], rank };
}

function spanItem(item: unknown): unknown {
  if (!isPlainObject(item)) return item;
  const span: Record<string, unknown> = { label: item['label'] };
  // Absent keys stay absent, so validation reports them as missing.
  if ('start' in item) span['start'] = laxIntegerOrAsSent(item['start']);
  if ('end' in item) span['end'] = laxIntegerOrAsSent(item['end']);
  return span;
}

/**
 * An answer value in its stored form for its question.
 *
 * @example
 * storedAnswerValue([{ value: 'a', rank: '1', text: 'A' }], rankingSettings, 'response'); // [{ value: 'a', rank: 1 }]
 */
export function storedAnswerValue(
  value: unknown,
  settings: WireQuestionSettings,
  source: AnswerSource,
): unknown {
  if (!Array.isArray(value)) return value;
  switch (settings.type) {
    case 'ranking':
      return value.map(rankingItem);
    case 'span':
      return value.map(spanItem);
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return source === 'response'
        ? value.map((label) => (typeof label === 'number' && Number.isFinite(label) ? String(label) : label))
        : value;
    default:
      return value;
  }
}

/** Response values in their stored form; keys without a question (`duration`) are left as sent. */
export function storedResponseValues<V extends ResponseValues | null | undefined>(
  values: V,
  questions: readonly Pick<QuestionRule, 'name' | 'settings'>[],
): V {
  if (!values) return values;
  const stored: ResponseValues = {};
  for (const [name, answer] of Object.entries(values)) {
    const question = questions.find((q) => q.name === name);
    stored[name] = question
      ? { value: storedAnswerValue(answer.value, question.settings, 'response') }
      : answer;
  }
  return stored as V;
}
