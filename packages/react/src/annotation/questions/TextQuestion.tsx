import { useT } from '../../hooks/useT';
import type { QuestionControlProps } from './QuestionControlProps';
import { SuggestionMarker } from './SuggestionMarker';

/** A free-text question; an empty text counts as no answer. */
export function TextQuestion({
  question,
  value,
  suggestion,
  onChange,
  labelId,
  descriptionId,
  disabled,
}: QuestionControlProps) {
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  const markerId = `${labelId}-suggestion`;
  const suggested = suggestion !== undefined && suggestion.value === text && text !== '';
  return (
    <div className="mg-text-question">
      <textarea
        className="mg-input mg-text-question__input"
        rows={3}
        value={text}
        disabled={disabled}
        placeholder={t('annotation.textPlaceholder')}
        aria-labelledby={labelId}
        aria-describedby={
          [descriptionId, suggested ? markerId : undefined].filter(Boolean).join(' ') || undefined
        }
        aria-required={question.required || undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      {suggested && <SuggestionMarker id={markerId} suggestion={suggestion} />}
    </div>
  );
}
