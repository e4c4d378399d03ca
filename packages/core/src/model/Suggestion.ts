import type { SuggestionType, WireSuggestion } from '../api/wire/records';
import type { AnswerValue } from './AnswerValue';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** A suggested answer for one question of a record. */
export interface Suggestion {
  id: string;
  questionId: string;
  /** Name of the question, when the question is known. */
  questionName: string | null;
  value: AnswerValue;
  /** The score rounded to one decimal (null when absent or given per item). */
  score: number | null;
  /** The score exactly as received: one number, one per item of a list value, or null. */
  rawScore: number | number[] | null;
  /** The score as a percentage rounded to one decimal; null when absent or negative. */
  scorePercent: number | null;
  agent: string | null;
  type: SuggestionType | null;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/**
 * Rounds to one decimal.
 *
 * @example
 * roundToOneDecimal(0.86); // 0.9
 */
export function roundToOneDecimal(value: number): number {
  // toPrecision drops binary noise first, so 87.65 (stored as 87.6499…) rounds up like the decimal it is.
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/**
 * Maps a wire suggestion; `questionNames` resolves question ids to names.
 *
 * @example
 * toSuggestion(wire, new Map(questions.map((q) => [q.id, q.name])));
 */
export function toSuggestion(
  wire: WireSuggestion,
  questionNames: ReadonlyMap<string, string> = new Map(),
): Suggestion {
  const scalar = typeof wire.score === 'number' ? wire.score : null;
  return {
    id: wire.id,
    questionId: wire.question_id,
    questionName: questionNames.get(wire.question_id) ?? null,
    value: wire.value as AnswerValue,
    score: scalar === null ? null : roundToOneDecimal(scalar),
    rawScore: wire.score ?? null,
    scorePercent: scalar === null || scalar < 0 ? null : roundToOneDecimal(scalar * 100),
    agent: wire.agent ?? null,
    type: wire.type ?? null,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}
