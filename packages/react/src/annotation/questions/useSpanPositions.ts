import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SpanAnswerItem } from '@marginalia/core';
import { spanTextRange } from './spanTextChunks';

/** Where a span starts, relative to the field's wrapper. */
export interface SpanPosition {
  top: number;
  left: number;
}

/** The key of a span: two spans never share start, end and label. */
export const spanKey = (span: SpanAnswerItem) => `${span.start}-${span.end}-${span.label}`;

const ORIGIN: SpanPosition = { top: 0, left: 0 };

/**
 * The position of each span's first line box, for its label badge. Measuring a range in a long text forces the
 * browser to look up its line boxes, so a span is measured once and kept while the text's layout stays: a new
 * span measures only itself; a new text, line height or width measures them all again.
 */
export function useSpanPositions(
  wrapperRef: RefObject<HTMLElement | null>,
  textRef: RefObject<HTMLElement | null>,
  spans: readonly SpanAnswerItem[],
  /** The text and its line height: when either changes, every span is measured again. */
  layout: { text: string; lineHeight: number },
  enabled: boolean,
): ReadonlyMap<string, SpanPosition> {
  const [positions, setPositions] = useState<ReadonlyMap<string, SpanPosition>>(() => new Map());
  const { text, lineHeight } = layout;
  const measured = useRef({ text, lineHeight, positions: new Map<string, SpanPosition>() });

  const measure = useCallback(
    (all: boolean) => {
      const container = textRef.current;
      const wrapper = wrapperRef.current;
      if (!enabled || !wrapper || !container) return;
      const reuse = !all && measured.current.text === text && measured.current.lineHeight === lineHeight;
      const known = reuse ? measured.current.positions : new Map<string, SpanPosition>();
      const next = new Map<string, SpanPosition>();
      let origin: DOMRect | null = null;
      for (const span of spans) {
        const key = spanKey(span);
        let position = known.get(key);
        if (!position) {
          origin ??= wrapper.getBoundingClientRect();
          const range = spanTextRange(container, span.start, span.end);
          // jsdom and old engines have no layout for ranges.
          const first = range && typeof range.getClientRects === 'function' ? range.getClientRects()[0] : undefined;
          position = first ? { top: first.top - origin.top, left: first.left - origin.left } : ORIGIN;
        }
        next.set(key, position);
      }
      // Something was measured, or a span went away.
      const changed = origin !== null || next.size !== measured.current.positions.size;
      measured.current = { text, lineHeight, positions: next };
      if (changed) setPositions(next);
    },
    [enabled, spans, text, lineHeight, wrapperRef, textRef],
  );

  useLayoutEffect(() => measure(false), [measure]);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || typeof ResizeObserver !== 'function') return;
    // A new width rewraps the text: every span moves. The first report is the width the spans were measured at.
    let width: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const now = entry?.contentRect.width ?? null;
      if (width !== null && now !== width) measure(true);
      width = now;
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [measure, wrapperRef]);

  return positions;
}
