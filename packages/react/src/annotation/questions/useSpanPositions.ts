import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { afterPaintOf, hostTimers, type SpanAnswerItem } from '@marginalia/core';
import { spanTextRange } from './spanTextChunks';
import { nextFrame, nextTask } from './spanTasks';

/** Where a span starts, relative to the field's wrapper. */
export interface SpanPosition {
  top: number;
  left: number;
}

/** The key of a span: two spans never share start, end and label. */
export const spanKey = (span: SpanAnswerItem) => `${span.start}-${span.end}-${span.label}`;

const ORIGIN: SpanPosition = { top: 0, left: 0 };

/**
 * Longest stretch of measuring in one task. A long text's 1,000 spans are measured (and their badges drawn) in
 * slices, from the top of the text, the part shown first, so no task of the browser grows long (issue 27).
 */
export const SPAN_MEASURE_SLICE_MS = 8;

/**
 * Spans measured during the render itself (a span just added: its badge shows in the same frame). More wait for
 * the next task, so the text is laid out and painted in the render's frame and the measuring never lengthens it.
 */
const MEASURED_AT_ONCE = 16;

/**
 * The position of each span's first line box, for its label badge. Measuring a range in a long text forces the
 * browser to look up its line boxes, so a span is measured once and kept while the text's layout stays: a new
 * span measures only itself; a new text, line height or width measures them all again. A few spans (one just
 * added) are measured at once, before the frame is painted; many are measured in slices of
 * {@link SPAN_MEASURE_SLICE_MS} from the top of the text, and the positions grow slice by slice. The first slice
 * runs in the text's first frame, before it is painted, and ends with the first span below the screen: the text
 * lays out once (for the frame and the measuring alike) and the screen's badges are painted with it, not a frame
 * later; the rest follow in tasks of their own (each further slice costs a frame: they go in as few as the time
 * allows). Only the spans that start in the laid-out part of the text (`laidOut`, see `useSpanTextDeferral`) are
 * measured; when it grows, the spans measured above it keep their places (the text below does not move them)
 * and the spans it adds, below the screen, are measured once the frame that lays them out is painted, in slices
 * of their own (that frame lays out and paints; their badges are drawn in the next).
 */
export function useSpanPositions(
  wrapperRef: RefObject<HTMLElement | null>,
  textRef: RefObject<HTMLElement | null>,
  spans: readonly SpanAnswerItem[],
  /** The text, its line height and where its laid-out part ends (`useSpanTextDeferral`; the whole text when
   * omitted): a new text or line height measures every span again. */
  layout: { text: string; lineHeight: number; laidOut?: number },
  enabled: boolean,
): ReadonlyMap<string, SpanPosition> {
  const [positions, setPositions] = useState<ReadonlyMap<string, SpanPosition>>(() => new Map());
  const { text, lineHeight } = layout;
  const laidOut = layout.laidOut ?? text.length;
  const measured = useRef({ text, lineHeight, laidOut, positions: new Map<string, SpanPosition>() });
  // Cancels the slice waiting for its task.
  const pending = useRef<(() => void) | null>(null);

  const measure = useCallback(
    (all: boolean) => {
      pending.current?.();
      pending.current = null;
      const container = textRef.current;
      const wrapper = wrapperRef.current;
      if (!enabled || !wrapper || !container) return;
      const { current } = measured;
      // A longer laid-out part adds text below the spans measured so far: their places stay.
      const reuse = !all && current.text === text && current.lineHeight === lineHeight && current.laidOut <= laidOut;
      const previous = reuse ? measured.current.positions : new Map<string, SpanPosition>();
      const keys = spans.map(spanKey);
      const known = new Map<string, SpanPosition>();
      const unmeasured: number[] = [];
      keys.forEach((key, index) => {
        const position = previous.get(key);
        if (position) known.set(key, position);
        // A span in the skipped part has no place yet.
        else if (spans[index]!.start < laidOut) unmeasured.push(index);
      });
      unmeasured.sort((a, b) => spans[a]!.start - spans[b]!.start);
      const publish = () => {
        const next = new Map<string, SpanPosition>();
        for (const key of keys) {
          const position = known.get(key);
          if (position) next.set(key, position);
        }
        measured.current = { text, lineHeight, laidOut, positions: next };
        setPositions(next);
      };
      // Nothing on the screen is measured yet (a new text or width): the first slice ends below the screen.
      const screenFirst = known.size === 0;
      let index = 0;
      // In a frame's callback the badges are committed at once, so that frame paints them.
      const slice = (inFrame = false) => {
        pending.current = null;
        // Reading the origin lays the page out: in a frame that is the frame's own layout, which the measuring's
        // time does not count; later it restyles the badges drawn since, which it does, so a slice after many new
        // badges measures few and the next draws few (no task grows long).
        const before = performance.now();
        const origin = wrapper.getBoundingClientRect();
        const started = inFrame ? performance.now() : before;
        // The first slice stops below the screen: its badges are drawn and painted before the rest are measured.
        const bottom = index === 0 && screenFirst ? (wrapper.ownerDocument.defaultView?.innerHeight ?? Infinity) : Infinity;
        let below = false;
        do {
          const at = unmeasured[index++]!;
          const span = spans[at]!;
          const range = spanTextRange(container, span.start, span.end);
          // jsdom and old engines have no layout for ranges.
          const first = range && typeof range.getClientRects === 'function' ? range.getClientRects()[0] : undefined;
          known.set(keys[at]!, first ? { top: first.top - origin.top, left: first.left - origin.left } : ORIGIN);
          below = first !== undefined && first.top > bottom;
        } while (index < unmeasured.length && !below && performance.now() - started < SPAN_MEASURE_SLICE_MS);
        if (inFrame) flushSync(publish);
        else publish();
        if (index < unmeasured.length) pending.current = nextTask(() => slice());
      };
      const view = wrapper.ownerDocument.defaultView ?? undefined;
      // The screen's spans in the frame that lays them out; spans below it (a part of the text laid out since) after
      // that frame is painted, in tasks of their own, so the frame only lays out and paints.
      if (unmeasured.length > MEASURED_AT_ONCE)
        pending.current = screenFirst ? nextFrame(view ?? null, () => slice(true)) : afterPaintOf(view, hostTimers)(() => slice());
      else if (unmeasured.length > 0) slice();
      // A span went away.
      else if (known.size !== measured.current.positions.size || !reuse) publish();
    },
    [enabled, spans, text, lineHeight, laidOut, wrapperRef, textRef],
  );

  useLayoutEffect(() => measure(false), [measure]);
  useEffect(() => () => pending.current?.(), []);
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
