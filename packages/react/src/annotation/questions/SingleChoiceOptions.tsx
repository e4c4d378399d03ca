import { useId, type ChangeEvent } from 'react';
import type { QuestionOption } from '@marginalia/core';
import type { QuestionControlProps } from './QuestionControlProps';
import { isSuggestedValue, SuggestionMarker } from './SuggestionMarker';

export interface SingleChoiceOptionsProps extends Omit<QuestionControlProps, 'question'> {
  /** The options to show (all of them, or the filtered and collapsed subset). */
  options: QuestionOption[];
  required: boolean;
  /** Extra class of the option list, e.g. the compact rating layout. */
  variant?: 'labels' | 'rating';
}

/**
 * A radio group with one radio per option, shared by label and rating questions. Clicking the selected option
 * clears the answer; a selection made with the pointer moves focus to the next question.
 */
export function SingleChoiceOptions({
  options,
  required,
  variant = 'labels',
  value,
  suggestion,
  onChange,
  onAnswered,
  labelId,
  descriptionId,
  disabled,
}: SingleChoiceOptionsProps) {
  const groupName = useId();

  function select(optionValue: string | number, event: ChangeEvent<HTMLInputElement>) {
    onChange(optionValue);
    // Keyboard arrows also select radios; only a real click should jump to the next question.
    if ((event.nativeEvent as MouseEvent).detail > 0) onAnswered();
  }

  return (
    <div
      role="radiogroup"
      className={`mg-options__list mg-options__list--${variant}`}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      aria-required={required || undefined}
    >
      {options.map((option) => {
        const inputId = `${groupName}-${option.id}`;
        const markerId = `${inputId}-suggestion`;
        const suggested = suggestion !== undefined && isSuggestedValue(suggestion, option.value);
        const checked = option.value === value;
        return (
          <div key={option.id} className="mg-option" data-selected={checked || undefined}>
            <input
              id={inputId}
              className="mg-option__input"
              type="radio"
              name={groupName}
              value={String(option.value)}
              checked={checked}
              disabled={disabled}
              aria-describedby={suggested ? markerId : undefined}
              onChange={(event) => select(option.value, event)}
              onClick={() => {
                if (checked) onChange(undefined);
              }}
            />
            <label className="mg-option__label" htmlFor={inputId} title={option.description ?? undefined}>
              {option.text}
            </label>
            {suggested && <SuggestionMarker id={markerId} suggestion={suggestion} />}
          </div>
        );
      })}
    </div>
  );
}
