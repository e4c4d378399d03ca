import { useT } from '../../hooks/useT';
import type { Suggestion } from '@marginalia/core';

export interface SuggestionMarkerProps {
  suggestion: Suggestion;
  /** Lets the suggested option point at this marker with `aria-describedby`. */
  id?: string;
}

/** Marks a suggested answer, with the suggestion's score (one decimal) and agent when known. */
export function SuggestionMarker({ suggestion, id }: SuggestionMarkerProps) {
  const t = useT();
  const details = [
    suggestion.score !== null
      ? t('annotation.suggestionScore', { score: suggestion.score.toFixed(1) })
      : null,
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
