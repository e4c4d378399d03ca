import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import type { QuestionOption } from '@marginalia/core';
import type { QuestionControlProps } from './QuestionControlProps';
import { OptionItem } from './OptionItem';

export interface SingleChoiceOptionsProps extends Omit<QuestionControlProps, 'question'> {
  /** The options to show (all of them, or the filtered and collapsed subset). */
  options: QuestionOption[];
  required: boolean;
  /** Extra class of the option list, e.g. the compact rating layout. */
  variant?: 'labels' | 'rating';
}

/**
 * A radio group with one radio per option, shared by label and rating questions. Clicking the selected option
 * or pressing Space on it clears the answer; a selection by pointer or Space moves focus to the next question
 * (arrow keys only move within the group).
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

  function toggleWithSpace(optionValue: string | number, checked: boolean, event: KeyboardEvent) {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (checked) {
      onChange(undefined);
      return;
    }
    onChange(optionValue);
    onAnswered();
  }

  return (
    <div
      role="radiogroup"
      className={`mg-options__list mg-options__list--${variant}`}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      aria-required={required || undefined}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <OptionItem
            key={option.id}
            option={option}
            number={index + 1}
            inputId={`${groupName}-${option.id}`}
            type="radio"
            checked={checked}
            suggestion={suggestion}
            inputProps={{
              name: groupName,
              value: String(option.value),
              disabled,
              onChange: (event) => select(option.value, event),
              onClick: () => {
                if (checked) onChange(undefined);
              },
              onKeyDown: (event) => toggleWithSpace(option.value, checked, event),
            }}
          />
        );
      })}
    </div>
  );
}
