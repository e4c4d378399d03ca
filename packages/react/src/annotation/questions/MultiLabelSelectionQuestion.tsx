import { useId } from 'react';
import type { QuestionControlProps } from './QuestionControlProps';
import { OptionListChrome } from './OptionListChrome';
import { isSuggestedValue, SuggestionMarker } from './SuggestionMarker';
import { useOptionFilter } from './useOptionFilter';

/** A multi-label question: one checkbox per option; clearing the last one clears the answer. */
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
  const filter = useOptionFilter(question, (option) => selected.includes(option.value));

  function toggle(optionValue: string) {
    const next = selected.includes(optionValue)
      ? selected.filter((item) => item !== optionValue)
      : [...selected, optionValue];
    // Keep the question's option order in the answer, whatever the click order.
    const ordered = question.options
      .map((option) => option.value)
      .filter((v) => next.includes(v)) as string[];
    onChange(ordered.length > 0 ? ordered : undefined);
  }

  return (
    <div className="mg-options">
      <OptionListChrome filter={filter} questionTitle={question.title}>
        <div
          role="group"
          className="mg-options__list mg-options__list--labels"
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
        >
          {filter.shown.map((option) => {
            const inputId = `${groupId}-${option.id}`;
            const suggested = isSuggestedValue(suggestion, option.value);
            const checked = selected.includes(option.value);
            return (
              <div key={option.id} className="mg-option" data-selected={checked || undefined}>
                <input
                  id={inputId}
                  className="mg-option__input"
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  aria-describedby={suggested ? `${inputId}-suggestion` : undefined}
                  onChange={() => toggle(option.value as string)}
                />
                <label className="mg-option__label" htmlFor={inputId} title={option.description ?? undefined}>
                  {option.text}
                </label>
                {suggested && suggestion && (
                  <SuggestionMarker id={`${inputId}-suggestion`} suggestion={suggestion} />
                )}
              </div>
            );
          })}
        </div>
      </OptionListChrome>
    </div>
  );
}
