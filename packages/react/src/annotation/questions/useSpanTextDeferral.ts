import { useLayoutEffect, useState, type RefObject } from 'react';
import { afterPaintOf, hostTimers } from '@marginalia/core';
import { SPAN_TEXT_EAGER, SPAN_TEXT_STEP, spanTextLaidOut, type SpanTextBlock } from './spanTextChunks';

/**
 * How much of a span field's text is laid out: the blocks that start at or after the returned offset are skipped.
 * A long text's first frame lays out its first {@link SPAN_TEXT_EAGER} characters (the screen); once the part laid
 * out is `ready` (its spans' labels drawn) and painted, a task of its own lays out {@link SPAN_TEXT_STEP} more,
 * from the top, until the whole text is (the returned offset is then its length). So no frame lays out more than a
 * step, and the frame after the first screen's paints only what is left of the first part. A short text is laid
 * out whole from its first frame.
 */
export function useSpanTextDeferral(
  textRef: RefObject<HTMLElement | null>,
  text: string,
  blocks: readonly SpanTextBlock[],
  ready: boolean,
): number {
  const [step, setStep] = useState<{ text: string; laidOut: number } | null>(null);
  const laidOut = step?.text === text ? step.laidOut : spanTextLaidOut(blocks, SPAN_TEXT_EAGER, text.length);
  useLayoutEffect(() => {
    if (!ready || laidOut >= text.length) return;
    const view = textRef.current?.ownerDocument.defaultView ?? undefined;
    return afterPaintOf(
      view,
      hostTimers,
    )(() => setStep({ text, laidOut: spanTextLaidOut(blocks, laidOut + SPAN_TEXT_STEP, text.length) }));
  }, [textRef, text, blocks, laidOut, ready]);
  return laidOut;
}
