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
 * Marks a suggested answer, with the suggestion's score (one decimal) and agent when known (also its tooltip).
 * Beside a question's title it reads in full; on an option chip it is a ✦ in the chip's corner.
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
  const detailText = details.length > 0 ? ` (${details.join(' · ')})` : '';
  // On an option chip only the ✦ shows (the chip's corner, taking no room); the words stay for the tooltip and
  // the option's accessible description.
  return (
    <span id={id} className="mg-suggestion" title={`${t('annotation.suggested')}${detailText}`}>
      <span aria-hidden="true">✦ </span>
      <span className="mg-suggestion__text">
        {t('annotation.suggested')}
        {detailText && <span className="mg-suggestion__details">{detailText}</span>}
      </span>
    </span>
  );
}

/** Whether `optionValue` is (part of) the suggested value. */
export function isSuggestedValue(suggestion: Suggestion | undefined, optionValue: unknown): boolean {
  if (!suggestion) return false;
  const suggested: unknown = suggestion.value;
  return Array.isArray(suggested) ? suggested.includes(optionValue) : suggested === optionValue;
}
