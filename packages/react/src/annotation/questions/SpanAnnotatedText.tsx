import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { caretSelection, type SpanAnswerItem, type SpanCaret } from '@marginalia/core';
import { SEARCH_HIGHLIGHT, addHighlightRanges } from '../fields/cssHighlights';
import { findWordMatches, searchTerms, spanLevels, spanLineHeight } from '@marginalia/core';
import { compileMessage } from '../../hooks/compileMessage';
import { useT } from '../../hooks/useT';
import { SpanBadge } from './SpanBadge';
import { SpanLabelMenu } from './SpanLabelMenu';
import { spanSelectionOffsets } from './spanSelectionOffsets';
import { spanTextChunks, spanTextRange } from './spanTextChunks';
import type { SpanCaretKeys } from './useSpanCaret';
import type { SpanLabel } from './spanLabel';
import { spanKey, useSpanPositions } from './useSpanPositions';

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

/** Height of one stacked label above the text. */
const LABEL_STEP_PX = 14;
const FALLBACK_COLOUR = 'hsl(0, 0%, 85%)';

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
  const textChunks = useMemo(() => spanTextChunks(text), [text]);
  const positions = useSpanPositions(wrapperRef, textRef, spans, { text, lineHeight }, supported);
  // The span whose menu is open, by key (indexes shift as spans are added).
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [pointer, setPointer] = useState({ x: 0, y: 0 });
  const [focused, setFocused] = useState(false);
  // A click focuses the text too: the caret only shows for focus from the keyboard.
  const pointerDown = useRef(false);
  const { caret } = props;

  useLayoutEffect(() => {
    const container = textRef.current;
    if (!supported || !container) return;
    const byName = new Map<string, Range[]>();
    for (const span of spans) {
      const name = `${prefix}-${labelIndex.get(span.label) ?? 'other'}`;
      const range = spanTextRange(container, span.start, span.end);
      if (!range) continue;
      const ranges = byName.get(name);
      if (ranges) ranges.push(range);
      else byName.set(name, [range]);
    }
    const registry = CSS.highlights;
    for (const [name, ranges] of byName) registry.set(name, new Highlight(...ranges));
    return () => byName.forEach((_ranges, name) => registry.delete(name));
  }, [supported, spans, prefix, labelIndex, text]);

  useLayoutEffect(() => {
    const container = textRef.current;
    const terms = searchTerms(props.searchText ?? '');
    if (!supported || !container || terms.length === 0) return;
    const ranges = findWordMatches(text, terms).flatMap((match) => spanTextRange(container, match.start, match.end) ?? []);
    return addHighlightRanges(SEARCH_HIGHLIGHT, ranges);
  }, [supported, text, props.searchText]);

  useLayoutEffect(() => {
    const container = textRef.current;
    if (!supported || !focused || !caret || !container) return;
    // The pending selection (what Enter tags) and, underlined over it, the unit under the caret.
    const selection = caretSelection(caret);
    const painted = new Map<string, Range>();
    const selected = spanTextRange(container, selection.start, selection.end);
    const under = spanTextRange(container, caret.focus.start, caret.focus.end);
    if (selected) painted.set(`${prefix}-selection`, selected);
    if (under) painted.set(`${prefix}-caret`, under);
    const registry = CSS.highlights;
    for (const [name, range] of painted) {
      const highlight = new Highlight(range);
      highlight.priority = 1;
      registry.set(name, highlight);
    }
    return () => painted.forEach((_range, name) => registry.delete(name));
  }, [supported, focused, caret, prefix, text]);

  function create(shiftKey: boolean) {
    const container = textRef.current;
    const offsets = container && !disabled ? spanSelectionOffsets(container) : null;
    if (!offsets) return;
    props.onSelect(offsets.from, offsets.to, shiftKey);
    container?.ownerDocument.getSelection()?.removeAllRanges();
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const container = textRef.current;
    // A selection made another way (a screen reader, caret browsing) is tagged as a mouse selection is.
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && container && spanSelectionOffsets(container)) {
      event.preventDefault();
      create(event.shiftKey);
      return;
    }
    if (props.caretKeys.onKeyDown(event)) event.preventDefault();
  }

  function trackPointer(event: PointerEvent<HTMLDivElement>) {
    if (!props.cursorVisible || !wrapperRef.current) return;
    const origin = wrapperRef.current.getBoundingClientRect();
    setPointer({ x: event.clientX - origin.left, y: event.clientY - origin.top });
  }

  // A highlight and a badge rule per label: a thousand badges then share their colour instead of each carrying it.
  const colourRules = labels
    .flatMap((label, index) => [
      `::highlight(${prefix}-${index}) { background-color: ${label.colour}; }`,
      `.mg-span-badge.${prefix}-badge-${index} { background-color: ${label.colour}; }`,
    ])
    .concat(`::highlight(${prefix}-other) { background-color: ${FALLBACK_COLOUR}; }`)
    .concat(`.mg-span-badge.${prefix}-badge-other { background-color: ${FALLBACK_COLOUR}; }`)
    // System selection colours keep the caret visible in forced-colours mode too.
    .concat(`::highlight(${prefix}-selection) { background-color: Highlight; color: HighlightText; }`)
    .concat(`::highlight(${prefix}-caret) { text-decoration: underline 3px; }`)
    .join('\n');
  const openSpan = menuFor === null ? undefined : spans.find((span) => spanKey(span) === menuFor);
  const openPosition = (openSpan && positions.get(menuFor!)) ?? { top: 0, left: 0 };

  return (
    <div
      ref={wrapperRef}
      className="mg-span-field"
      style={{ ['--mg-span-line-height' as string]: `${lineHeight}px` }}
      data-levels={levelCount}
    >
      {supported && <style>{colourRules}</style>}
      <div
        ref={textRef}
        className="mg-span-field__text"
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        tabIndex={0}
        data-question-entry=""
        style={{ lineHeight: `${lineHeight}px` }}
        onKeyDown={onTextKeyDown}
        onPointerDown={() => (pointerDown.current = true)}
        onPointerUp={() => (pointerDown.current = false)}
        onFocus={() => {
          setFocused(true);
          if (!pointerDown.current && !disabled) props.caretKeys.onKeyboardFocus();
        }}
        onBlur={() => setFocused(false)}
        onMouseUp={(event) => create(event.shiftKey)}
        onPointerEnter={props.onPointerEnter}
        onPointerMove={trackPointer}
      >
        {textChunks}
      </div>
      <div className="mg-visually-hidden" aria-live="polite" aria-atomic="true">
        {focused ? props.caretKeys.announcement : ''}
      </div>
      {supported &&
        spans.map((span, index) => {
          const key = spanKey(span);
          const label = labels[labelIndex.get(span.label) ?? -1];
          const position = positions.get(key);
          // Measured right after this render, before the frame is painted: no badge is drawn out of place first.
          if (!position) return null;
          return (
            <SpanBadge
              key={key}
              spanKey={key}
              labelText={label?.text ?? span.label}
              spanText={text.slice(span.start, span.end)}
              colourClass={`${prefix}-badge-${labelIndex.get(span.label) ?? 'other'}`}
              top={position.top - LABEL_STEP_PX * ((levels[index] ?? 0) + 1)}
              left={position.left}
              expanded={menuFor === key}
              disabled={disabled}
              describe={describeBadge}
              onOpen={setMenuFor}
            />
          );
        })}
      {openSpan && menuFor !== null && (
        <SpanLabelMenu
          span={openSpan}
          spanText={text.slice(openSpan.start, openSpan.end)}
          labels={labels}
          position={{ top: openPosition.top + 4, left: openPosition.left }}
          onRelabel={(label) => {
            props.onRelabel(openSpan, label);
            setMenuFor(null);
            textRef.current?.focus();
          }}
          onRemove={() => {
            props.onRemove(openSpan);
            setMenuFor(null);
            textRef.current?.focus();
          }}
          onClose={() => setMenuFor(null)}
        />
      )}
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
