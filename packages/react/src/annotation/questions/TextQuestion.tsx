import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../hooks/useT';
import { LazyRichTextTableEditor } from '../tables/annotationTables';
import type { QuestionControlProps } from './QuestionControlProps';
import { TextAnswerPreview } from './TextAnswerPreview';

/** The optional `max_length` of a text question's settings. */
function maxLengthOf(settings: unknown): number | undefined {
  const value = (settings as { max_length?: unknown }).max_length;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * A free-text question. Focus enters edit mode; Escape leaves it for the read view (markdown rendered when the
 * question uses markdown), where Shift+Enter or Enter edits again. A required question left empty shows an
 * error; `max_length` adds a counter. A `use_table` question is edited in the rich-text table editor and stored
 * as HTML (an answer saved as table JSON opens as its HTML table).
 */
export function TextQuestion(props: QuestionControlProps) {
  const { question, value, onChange, disabled } = props;
  const t = useT();
  const text = typeof value === 'string' ? value : '';
  if (question.useTable) {
    return (
      <LazyRichTextTableEditor
        value={text}
        onChange={(next: string) => onChange(next)}
        label={t('annotationQuestions.table.label', { question: question.title })}
        editable={!disabled}
      />
    );
  }
  return <TextEditor {...props} text={text} />;
}

function TextEditor({
  question,
  text,
  onChange,
  labelId,
  descriptionId,
  disabled,
}: QuestionControlProps & { text: string }) {
  const t = useT();
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const [touched, setTouched] = useState(false);
  const editorRef = useRef<HTMLTextAreaElement | null>(null);
  const readRef = useRef<HTMLDivElement | null>(null);
  // After Escape the focus lands on the read view, which must not re-enter editing at once.
  const leftByKeyboard = useRef(false);
  const [focusTarget, setFocusTarget] = useState<{ to: 'editor' | 'read' } | null>(null);
  const maxLength = maxLengthOf(question.settings);
  const showEditor = editing || text === '';
  const missing = question.required && touched && text.trim() === '';
  const errorId = `${ids}-error`;
  const counterId = `${ids}-counter`;

  useEffect(() => {
    if (focusTarget?.to === 'editor') editorRef.current?.focus();
    if (focusTarget?.to === 'read') (readRef.current ?? editorRef.current)?.focus();
  }, [focusTarget]);

  const edit = () => {
    if (disabled) return;
    leftByKeyboard.current = false;
    setEditing(true);
    setFocusTarget({ to: 'editor' });
  };

  function onEditorKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    leftByKeyboard.current = true;
    setEditing(false);
    setTouched(true);
    setFocusTarget({ to: 'read' });
  }

  function onReadKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      edit();
    }
  }

  const describedBy =
    [descriptionId, missing ? errorId : undefined, maxLength ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;

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
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            setTouched(true);
          }}
          onKeyDown={onEditorKeyDown}
          onChange={(event) => {
            setTouched(true);
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
          onFocus={() => {
            if (!leftByKeyboard.current) edit();
          }}
          onBlur={() => (leftByKeyboard.current = false)}
          onClick={edit}
          onKeyDown={onReadKeyDown}
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
