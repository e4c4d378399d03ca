import type { SuggestionType, WireSuggestion } from '@marginalia/core';
import { suggestionScoreOf, suggestionValueOf } from './suggestion-rows';
import { serializeTimestamp } from '../common/time';
import type { SuggestionsTable } from '../db/schema';

/** The contract's Suggestion object (§14). */
export function serializeSuggestion(row: SuggestionsTable): WireSuggestion {
  return {
    id: row.id,
    question_id: row.question_id,
    type: row.type as SuggestionType | null,
    value: suggestionValueOf(row),
    agent: row.agent,
    score: suggestionScoreOf(row),
    inserted_at: serializeTimestamp(row.inserted_at),
    updated_at: serializeTimestamp(row.updated_at),
  };
}
