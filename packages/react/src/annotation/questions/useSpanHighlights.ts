import { useLayoutEffect, type RefObject } from 'react';
import {
  caretSelection,
  findWordMatches,
  searchTerms,
  type SpanAnswerItem,
  type SpanCaret,
} from '@marginalia/core';
import { SEARCH_HIGHLIGHT, addHighlightRanges } from '../fields/cssHighlights';
import { spanTextRange } from './spanTextChunks';
import { useSpanLabelHighlights } from './useSpanLabelHighlights';

export interface SpanHighlightsOptions {
  /** The browser has the CSS Custom Highlight API; without it nothing is painted. */
  supported: boolean;
  text: string;
  spans: SpanAnswerItem[];
  /** The field's highlight name prefix (`<prefix>-<label index>`, `-selection`, `-caret`). */
  prefix: string;
  /** Each label's index by value, naming its highlight. */
  labelIndex: ReadonlyMap<string, number>;
  searchText?: string;
  /** The text has the focus: only then is the keyboard caret painted. */
  focused: boolean;
  caret: SpanCaret | null;
}

/**
 * Paints a span field's text through the CSS Custom Highlight API: one highlight per label for the spans
 * (`useSpanLabelHighlights`), the search terms, and, while focused, the caret's pending selection with the unit
 * under it.
 */
export function useSpanHighlights(textRef: RefObject<HTMLDivElement | null>, options: SpanHighlightsOptions) {
  const { supported, text, spans, prefix, labelIndex, searchText, focused, caret } = options;

  useSpanLabelHighlights(textRef, { supported, text, spans, prefix, labelIndex });

  useLayoutEffect(() => {
    const container = textRef.current;
    const terms = searchTerms(searchText ?? '');
    if (!supported || !container || terms.length === 0) return;
    const ranges = findWordMatches(text, terms).flatMap(
      (match) => spanTextRange(container, match.start, match.end) ?? [],
    );
    return addHighlightRanges(SEARCH_HIGHLIGHT, ranges);
  }, [textRef, supported, text, searchText]);

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
  }, [textRef, supported, focused, caret, prefix, text]);
}
