import { useId } from 'react';
import type { QuestionControlProps } from './QuestionControlProps';
import { OptionItem } from './OptionItem';
import { OptionListChrome } from './OptionListChrome';
import { useOptionFilter } from './useOptionFilter';

/**
 * A multi-label question (and its dynamic variant): one checkbox per option, suggested options first when the
 * question asks for it; a digit toggles the option with that number; clearing the last one clears the answer.
 */
export function MultiLabelSelectionQuestion({
  question,
  value,
  suggestion,
  onChange,
  labelId,
  descriptionId,
  disabled,
}: QuestionControlProps) {
  const groupId = useId();
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const filter = useOptionFilter(question, { isSelected: (option) => selected.includes(option.value), suggestion });

  function toggle(optionValue: string) {
    const next = selected.includes(optionValue)
      ? selected.filter((item) => item !== optionValue)
      : [...selected, optionValue];
    // Keep the question's option order in the answer, whatever the click order.
    const ordered = question.options.map((option) => String(option.value)).filter((v) => next.includes(v));
    onChange(ordered.length > 0 ? ordered : undefined);
  }

  return (
    <OptionListChrome
      filter={filter}
      questionTitle={question.title}
      onPick={(option) => !disabled && toggle(String(option.value))}
    >
      <div
        role="group"
        className="mg-options__list mg-options__list--labels"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
      >
        {filter.shown.map((option, index) => (
          <OptionItem
            key={option.id}
            option={option}
            number={index + 1}
            inputId={`${groupId}-${option.id}`}
            type="checkbox"
            checked={selected.includes(option.value)}
            suggestion={suggestion}
            inputProps={{ disabled, onChange: () => toggle(String(option.value)) }}
          />
        ))}
      </div>
    </OptionListChrome>
  );
}
