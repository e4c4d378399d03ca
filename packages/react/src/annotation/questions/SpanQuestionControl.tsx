import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { supportsCssHighlights } from '../fields/cssHighlights';
import { spanHistoryShortcut } from '@marginalia/core';
import type { SpanQuestionProps } from './SpanQuestion';
import { SpanAnnotatedText } from './SpanAnnotatedText';
import { SpanLabelOptions } from './SpanLabelOptions';
import { SpanQuestionTools } from './SpanQuestionTools';
import { spanCss } from './spanCss';
import { useNarrowAnnotation } from '../layout/useNarrowAnnotation';
import { useDigitKeys } from './useDigitKeys';
import { useSpanCaret } from './useSpanCaret';
import { useSpanEditor } from './useSpanEditor';
import { useSpanLabels } from './useSpanLabels';
import { useSpanShiftKey } from './useSpanShiftKey';

/**
 * A span question over its field's text: pick one entity label (click or digit), then select text to tag it;
 * spans snap to whole words unless Shift is held where character level is allowed (a hint shows after holding
 * Shift for 500 ms until it is used once). Overlapping spans stack where allowed and replace each other where not.
 * A span's label button changes or removes it; Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z redoes. From the keyboard,
 * the focused text has a word caret: ←/→ move it, Shift+←/→ extend the selection, Enter or Space tags it, Delete
 * removes the span under it, C switches to characters where allowed, Escape goes back to the labels. Without the
 * CSS Custom Highlight API a warning replaces the painted spans.
 */
export function SpanQuestionControl({ question, text, value, onChange, labelId, descriptionId, disabled, searchText }: SpanQuestionProps) {
  const t = useT();
  const ids = useId();
  const editor = useSpanEditor(question, text, value, onChange);
  const supported = supportsCssHighlights();
  const labels = useSpanLabels(question.options);
  const digits = useDigitKeys((number) => editor.selectLabelByNumber(number));
  const rootRef = useRef<HTMLDivElement | null>(null);
  const styleRef = useScopedStyles<HTMLSpanElement>('mg-span', spanCss);
  const { shiftPressed, shiftReleased } = editor;
  const caretKeys = useSpanCaret(editor, text, labels, () =>
    rootRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked, input[type="radio"]')?.focus(),
  );

  // Shift is watched on the whole page: a mouse user presses it with focus anywhere, pointer over the text.
  const activity = useSpanShiftKey(rootRef, shiftPressed, shiftReleased);
  // On a phone the record's text comes first and the label bar (labels, Undo/Redo) follows it, in the DOM too (the
  // tab order follows what is shown); the bar sticks to the window's bottom, above the answer bar, while the text
  // is on screen (spanCss): the labels stay under the thumb wherever the text is scrolled to, as a phone's editing
  // toolbars do, and sit right under the text once its end is reached.
  const narrow = useNarrowAnnotation(rootRef);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    if (digits.onKeyDown(event, labels.length).digit) return;
    const history = spanHistoryShortcut(event);
    if (history) {
      event.preventDefault();
      editor[history]();
    }
  }

  const selected = labels.find((label) => label.value === editor.selectedLabel) ?? null;
  const hintId = `${ids}-hint`;
  const keysId = `${ids}-keys`;
  const labelBar = (
    <>
      <SpanLabelOptions
        question={question}
        labels={labels}
        selectedLabel={editor.selectedLabel}
        ids={ids}
        disabled={disabled}
        descriptionId={descriptionId}
        onSelect={(label) => editor.selectLabel(label)}
      />
      <SpanQuestionTools
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        disabled={disabled}
        allowCharacterAnnotation={question.allowCharacterAnnotation}
        hintId={hintId}
        keysId={keysId}
        onUndo={editor.undo}
        onRedo={editor.redo}
      />
    </>
  );
  return (
    <div
      ref={rootRef}
      className="mg-span-question"
      onKeyDown={onKeyDown}
      {...activity}
    >
      {/* The span styles go in from the first child: React attaches a parent's ref after its children's layout
          effects, and the text measures its spans' places in one. */}
      <span ref={styleRef} hidden />
      {!narrow && labelBar}
      {!supported && (
        <p className="mg-alert mg-span-warning" role="alert">
          {t('annotationQuestions.span.notSupported')}
        </p>
      )}
      {editor.shiftHintVisible && (
        <p className="mg-span-hint" role="status">
          {t('annotationQuestions.span.shiftHint')}
        </p>
      )}
      <SpanAnnotatedText
        text={text}
        spans={editor.spans}
        labels={labels}
        selectedLabel={selected}
        allowOverlapping={question.allowOverlapping}
        supported={supported}
        cursorVisible={editor.cursorVisible}
        disabled={disabled}
        searchText={searchText}
        labelledBy={labelId}
        describedBy={`${hintId} ${keysId}`}
        caret={editor.caret}
        caretKeys={caretKeys}
        onSelect={(from, to, shiftKey) => editor.createFromSelection(from, to, shiftKey)}
        onPointerEnter={editor.pointerEntered}
        onRelabel={editor.relabel}
        onRemove={editor.remove}
      />
      {narrow && <div className="mg-span-question__bar">{labelBar}</div>}
    </div>
  );
}
