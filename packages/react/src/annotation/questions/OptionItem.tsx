import type { InputHTMLAttributes } from 'react';
import type { QuestionOption, Suggestion } from '@marginalia/core';
import { optionSuggestionScore } from '@marginalia/core';
import { isSuggestedValue, SuggestionMarker } from './SuggestionMarker';

export interface OptionItemProps {
  option: QuestionOption;
  /** 1-based number a digit key picks the option by (shown while the question has focus). */
  number: number;
  inputId: string;
  type: 'radio' | 'checkbox';
  checked: boolean;
  suggestion: Suggestion | undefined;
  /** The input's other attributes (name, handlers, disabled). */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** A colour swatch for the option (span entity labels). */
  colour?: string;
}

/**
 * One selectable option: a visually hidden radio or checkbox with a chip label, its key number, its description
 * (as tooltip and accessible description) and the suggestion marker when suggested.
 */
export function OptionItem({ option, number, inputId, type, checked, suggestion, inputProps, colour }: OptionItemProps) {
  const suggested = isSuggestedValue(suggestion, option.value);
  const markerId = suggested ? `${inputId}-suggestion` : undefined;
  return (
    <div
      className="mg-option"
      data-selected={checked || undefined}
      data-suggested={suggested || undefined}
      style={colour ? { ['--mg-option-colour' as string]: colour } : undefined}
    >
      <input
        {...inputProps}
        id={inputId}
        className="mg-option__input"
        type={type}
        checked={checked}
        aria-description={option.description ?? undefined}
        aria-describedby={markerId}
      />
      <label className="mg-option__label" htmlFor={inputId} title={option.description ?? undefined}>
        {option.text}
      </label>
      <span className="mg-option__key" aria-hidden="true">
        {number}
      </span>
      {suggested && suggestion && (
        <SuggestionMarker id={markerId} suggestion={suggestion} score={optionSuggestionScore(suggestion, option.value)} />
      )}
    </div>
  );
}
