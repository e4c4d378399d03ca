import { useMemo, useRef, useState } from 'react';
import { spanLevels, spanLineHeight, type SpanAnswerItem, type SpanCaret } from '@marginalia/core';
import { compileMessage } from '../../hooks/compileMessage';
import { useT } from '../../hooks/useT';
import { OpenSpanMenu } from './OpenSpanMenu';
import { SpanBadges } from './SpanBadges';
import { spanColourRules } from './spanColourRules';
import { spanTextBlocks } from './spanTextChunks';
import { SpanTextBox } from './SpanTextBox';
import type { SpanCaretKeys } from './useSpanCaret';
import type { SpanLabel } from './spanLabel';
import { useSpanHighlights } from './useSpanHighlights';
import { useSpanCursor } from './useSpanCursor';
import { spanKey, useSpanPositions } from './useSpanPositions';
import { useSpanTextDeferral } from './useSpanTextDeferral';
import { useSpanTextInput } from './useSpanTextInput';

export type { SpanLabel } from './spanLabel';

export interface SpanAnnotatedTextProps {
  text: string;
  spans: SpanAnswerItem[];
  labels: SpanLabel[];
  selectedLabel: SpanLabel | null;
  allowOverlapping: boolean;
  /** The browser has the CSS Custom Highlight API; without it spans are not painted and labels are hidden. */
  supported: boolean;
  cursorVisible: boolean;
  disabled: boolean;
  searchText?: string;
  /** Id of the question title naming the text box. */
  labelledBy: string;
  describedBy?: string;
  /** The keyboard caret, painted while the text has the focus. */
  caret: SpanCaret | null;
  caretKeys: SpanCaretKeys;
  onSelect(from: number, to: number, shiftKey: boolean): void;
  onPointerEnter(): void;
  onRelabel(span: SpanAnswerItem, label: string): void;
  onRemove(span: SpanAnswerItem): void;
}

const cssName = (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, '');

/**
 * The text of a span field with its spans painted through the CSS Custom Highlight API (one highlight per label,
 * no element per character) and a label button above each span that opens its menu. Selecting text with the
 * mouse creates a span; Shift makes it character level where allowed. From the keyboard, the focused text has a
 * caret (painted as a highlight too, and announced in a live region) that `caretKeys` moves and tags with.
 */
export function SpanAnnotatedText(props: SpanAnnotatedTextProps) {
  const { text, spans, labels, supported, disabled, allowOverlapping } = props;
  const t = useT();
  const describeBadge = useMemo(() => compileMessage(t, 'annotationQuestions.span.spanButton', ['label', 'text']), [t]);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const textRef = useRef<HTMLDivElement | null>(null);
  const prefix = useMemo(() => `mg-span-${cssName(props.labelledBy)}`, [props.labelledBy]);
  const levels = useMemo(() => spanLevels(spans), [spans]);
  const levelCount = spans.length === 0 ? 1 : Math.max(...levels) + 1;
  const lineHeight = spanLineHeight(allowOverlapping, levelCount);
  const labelIndex = useMemo(() => new Map(labels.map((label, index) => [label.value, index])), [labels]);
  const textBlocks = useMemo(() => spanTextBlocks(text), [text]);
  // The labels of the laid-out part are drawn (or there are none to draw): the next part may follow.
  const [labelsDrawn, setLabelsDrawn] = useState(true);
  const laidOut = useSpanTextDeferral(textRef, text, textBlocks, labelsDrawn);
  const positions = useSpanPositions(wrapperRef, textRef, spans, { text, lineHeight, laidOut }, supported);
  const drawn =
    !supported || laidOut >= text.length || spans.every((span) => span.start >= laidOut || positions.has(spanKey(span)));
  if (drawn !== labelsDrawn) setLabelsDrawn(drawn);
  // The spans in the skipped part of the text are painted as it is laid out (no range for what is not drawn).
  const paintedSpans = useMemo(
    () => (laidOut >= text.length ? spans : spans.filter((span) => span.start < laidOut)),
    [spans, laidOut, text.length],
  );
  // The span whose menu is open, by key (indexes shift as spans are added).
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const { pointer, trackPointer } = useSpanCursor(wrapperRef, props.cursorVisible);
  const { focused, handlers } = useSpanTextInput(textRef, {
    disabled,
    caretKeys: props.caretKeys,
    onSelect: props.onSelect,
  });
  const { caret } = props;

  useSpanHighlights(textRef, {
    supported,
    text,
    spans: paintedSpans,
    prefix,
    labelIndex,
    searchText: props.searchText,
    focused,
    caret,
  });

  const colourRules = spanColourRules(prefix, labels);

  return (
    <div
      ref={wrapperRef}
      className="mg-span-field"
      style={{ ['--mg-span-line-height' as string]: `${lineHeight}px` }}
      data-levels={levelCount}
    >
      {supported && <style>{colourRules}</style>}
      <SpanTextBox
        textRef={textRef}
        labelledBy={props.labelledBy}
        describedBy={props.describedBy}
        lineHeight={lineHeight}
        blocks={textBlocks}
        laidOut={laidOut}
        handlers={handlers}
        onPointerEnter={props.onPointerEnter}
        onPointerMove={trackPointer}
      />
      <div className="mg-visually-hidden" aria-live="polite" aria-atomic="true">
        {focused ? props.caretKeys.announcement : ''}
      </div>
      {supported && (
        <SpanBadges
          text={text}
          spans={spans}
          labels={labels}
          labelIndex={labelIndex}
          levels={levels}
          positions={positions}
          prefix={prefix}
          menuFor={menuFor}
          disabled={disabled}
          describe={describeBadge}
          onOpen={setMenuFor}
        />
      )}
      <OpenSpanMenu
        text={text}
        spans={spans}
        labels={labels}
        positions={positions}
        menuFor={menuFor}
        textRef={textRef}
        onRelabel={props.onRelabel}
        onRemove={props.onRemove}
        onClose={() => setMenuFor(null)}
      />
      {props.cursorVisible && props.selectedLabel && (
        <span
          className="mg-span-cursor"
          aria-hidden="true"
          style={{ left: pointer.x + 12, top: pointer.y + 12, ['--mg-span-colour' as string]: props.selectedLabel.colour }}
        >
          {props.selectedLabel.text}
        </span>
      )}
    </div>
  );
}
