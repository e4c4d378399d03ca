import { useId, useState } from 'react';
import { MarkdownContent } from '../annotation/fields/MarkdownContent';
import { useT } from '../hooks/useT';
import { Toggle } from '../primitives/Toggle';
import { settingsTexts } from './settingsTexts';

export interface MarkdownEditorProps {
  label: string;
  /** Id of a visible element that already says `label` (a card's heading): it names the text, no label is drawn. */
  labelId?: string;
  value: string;
  onChange(value: string): void;
  /** Id of the element describing an error, when there is one. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * A markdown text with Write and Preview modes; the preview uses the annotation page's markdown renderer, so it
 * shows exactly what annotators will see.
 *
 * @example
 * <MarkdownEditor label="Annotation guidelines" value={text} onChange={setText} />
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { label, value, onChange, errorId, invalid = false } = props;
  const t = useT(settingsTexts);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const inputId = useId();
  const ownLabelId = useId();
  const labelId = props.labelId ?? ownLabelId;
  return (
    <div className="mg-settings__row mg-settings__editor">
      {props.labelId === undefined && (
        <span className="mg-settings__label" id={labelId}>
          {label}
        </span>
      )}
      <Toggle
        label={`${label}: ${t('general.write')} / ${t('general.preview')}`}
        appearance="segmented-small"
        value={mode}
        options={[
          { value: 'write', label: t('general.write') },
          { value: 'preview', label: t('general.preview') },
        ]}
        onChange={setMode}
      />
      {mode === 'write' ? (
        <textarea
          id={inputId}
          className="mg-input"
          aria-labelledby={labelId}
          aria-invalid={invalid}
          aria-describedby={errorId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div className="mg-settings__preview" role="region" aria-label={`${label} — ${t('general.preview')}`}>
          <MarkdownContent markdown={value} />
        </div>
      )}
    </div>
  );
}
