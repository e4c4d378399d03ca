import { useT } from '../../hooks/useT';

export interface SpanQuestionToolsProps {
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
  /** Whether C switches the caret to characters (named in the keys' help). */
  allowCharacterAnnotation: boolean;
  /** Ids of the two help texts, which describe the annotated text. */
  hintId: string;
  keysId: string;
  onUndo(): void;
  onRedo(): void;
}

/**
 * Undo and redo of a span question, with the help on selecting text and the caret's keys folded into a
 * "Keyboard shortcuts" disclosure (closed at first; the annotated text keeps them as its description). Touch
 * devices, which have none of those keys, do not show the disclosure.
 */
export function SpanQuestionTools(props: SpanQuestionToolsProps) {
  const t = useT();
  return (
    <div className="mg-span-question__tools">
      <button type="button" className="mg-button" disabled={props.disabled || !props.canUndo} onClick={props.onUndo}>
        {t('annotationQuestions.span.undo')}
      </button>
      <button type="button" className="mg-button" disabled={props.disabled || !props.canRedo} onClick={props.onRedo}>
        {t('annotationQuestions.span.redo')}
      </button>
      <details className="mg-span-question__keys">
        <summary className="mg-muted">{t('annotationQuestions.span.shortcuts')}</summary>
        <span id={props.hintId} className="mg-muted mg-span-question__help">
          {t('annotationQuestions.span.help')}
        </span>{' '}
        <span id={props.keysId} className="mg-muted mg-span-question__help">
          {t(
            props.allowCharacterAnnotation
              ? 'annotationQuestions.span.keysWithCharacters'
              : 'annotationQuestions.span.keys',
          )}
        </span>
      </details>
    </div>
  );
}
