import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';

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
 * Undo and redo of a span question, with the help on selecting text and the caret's keys folded behind a
 * "Keyboard shortcuts" disclosure (closed at first). Closed, the help is `hidden` (not a closed `<details>`, whose
 * content browsers leave out of a description), so the annotated text keeps it as its description. Touch
 * devices, which have none of those keys, do not show the disclosure.
 */
export function SpanQuestionTools(props: SpanQuestionToolsProps) {
  const t = useT();
  const [keysShown, setKeysShown] = useState(false);
  const panelId = `${props.keysId}-panel`;
  return (
    <div className="mg-span-question__tools">
      {/* Narrow, each shows its icon and keeps its word as its name (spanCss). */}
      <button type="button" className="mg-button mg-button--quiet" disabled={props.disabled || !props.canUndo} onClick={props.onUndo}>
        <Icon name="undo" />
        <span className="mg-span-question__tool-text">{t('annotationQuestions.span.undo')}</span>
      </button>
      <button type="button" className="mg-button mg-button--quiet" disabled={props.disabled || !props.canRedo} onClick={props.onRedo}>
        <Icon name="redo" />
        <span className="mg-span-question__tool-text">{t('annotationQuestions.span.redo')}</span>
      </button>
      <button
        type="button"
        className="mg-button mg-button--ghost mg-span-question__keys"
        aria-expanded={keysShown}
        aria-controls={panelId}
        onClick={() => setKeysShown((shown) => !shown)}
      >
        <span aria-hidden="true">{keysShown ? '▾' : '▸'}</span>
        {t('annotationQuestions.span.shortcuts')}
      </button>
      <div id={panelId} className="mg-span-question__keys mg-span-question__keys-panel" hidden={!keysShown}>
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
      </div>
    </div>
  );
}
