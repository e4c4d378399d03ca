import { useId } from 'react';
import { useT } from '../../hooks/useT';
import type { QuestionControlProps } from './QuestionControlProps';
import { TextAnswerPreview } from './TextAnswerPreview';
import { useTextEditMode } from './useTextEditMode';

/** The optional `max_length` of a text question's settings. */
function maxLengthOf(settings: unknown): number | undefined {
  const value = (settings as { max_length?: unknown }).max_length;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * The editor of a plain free-text question: a text area while editing (or empty), else the answer's read view
 * (markdown rendered when the question uses markdown), with the required error and the counter below.
 */
export function TextEditor({
  question,
  text,
  onChange,
  labelId,
  descriptionId,
  disabled,
}: QuestionControlProps & { text: string }) {
  const t = useT();
  const ids = useId();
  const { editing, touched, touch, editorRef, readRef, editor, read } = useTextEditMode(disabled);
  const maxLength = maxLengthOf(question.settings);
  const showEditor = editing || text === '';
  const missing = question.required && touched && text.trim() === '';
  const errorId = `${ids}-error`;
  const counterId = `${ids}-counter`;

  const describedBy =
    [descriptionId, missing ? errorId : undefined, maxLength ? counterId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="mg-text-question" data-mode={showEditor ? 'edit' : 'read'}>
      {showEditor ? (
        <textarea
          ref={editorRef}
          className="mg-input mg-text-question__input"
          rows={3}
          value={text}
          maxLength={maxLength}
          disabled={disabled}
          placeholder={t('annotation.textPlaceholder')}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-required={question.required || undefined}
          aria-invalid={missing || undefined}
          {...editor}
          onChange={(event) => {
            touch();
            onChange(event.target.value === '' ? undefined : event.target.value);
          }}
        />
      ) : (
        <div
          ref={readRef}
          className="mg-text-question__read"
          role="textbox"
          aria-readonly="true"
          aria-multiline="true"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          {...read}
        >
          <TextAnswerPreview text={text} useMarkdown={question.useMarkdown} title={question.title} />
        </div>
      )}
      <div className="mg-text-question__footer">
        {missing && (
          <p id={errorId} className="mg-field-error" role="alert">
            {t('annotationQuestions.text.required')}
          </p>
        )}
        {maxLength !== undefined && (
          <span id={counterId} className="mg-text-question__counter mg-muted">
            {t('annotationQuestions.text.counter', { count: text.length, max: maxLength })}
          </span>
        )}
      </div>
    </div>
  );
}
