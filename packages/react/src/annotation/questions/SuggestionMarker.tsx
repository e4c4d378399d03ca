import { useT } from '../../hooks/useT';
import type { Suggestion } from '@marginalia/core';
import { roundToOneDecimal } from '@marginalia/core';

export interface SuggestionMarkerProps {
  suggestion: Suggestion;
  /** Lets the suggested option point at this marker with `aria-describedby`. */
  id?: string;
  /** The score to show instead of the suggestion's (an option's own score in a per-item scored list). */
  score?: number | null;
}

/**
 * Marks a suggested answer, with the suggestion's score (one decimal) and agent when known.
 *
 * @example
 * <SuggestionMarker suggestion={suggestion} />
 */
export function SuggestionMarker({ suggestion, id, score }: SuggestionMarkerProps) {
  const t = useT();
  const shownScore = score === undefined ? suggestion.score : score;
  const details = [
    shownScore !== null ? t('annotation.suggestionScore', { score: roundToOneDecimal(shownScore).toFixed(1) }) : null,
    suggestion.agent ? t('annotation.suggestionAgent', { agent: suggestion.agent }) : null,
  ].filter(Boolean);
  return (
    <span id={id} className="mg-suggestion" title={details.join(' · ') || undefined}>
      <span aria-hidden="true">✦ </span>
      {t('annotation.suggested')}
      {details.length > 0 && <span className="mg-suggestion__details"> ({details.join(' · ')})</span>}
    </span>
  );
}

/** Whether `optionValue` is (part of) the suggested value. */
export function isSuggestedValue(suggestion: Suggestion | undefined, optionValue: unknown): boolean {
  if (!suggestion) return false;
  const suggested: unknown = suggestion.value;
  return Array.isArray(suggested) ? suggested.includes(optionValue) : suggested === optionValue;
}
