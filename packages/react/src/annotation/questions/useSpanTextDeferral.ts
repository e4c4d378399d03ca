import { useLayoutEffect, useState, type RefObject } from 'react';
import { afterPaintOf, hostTimers } from '@marginalia/core';
import { SPAN_TEXT_EAGER, SPAN_TEXT_STEP, spanTextLaidOut, type SpanTextBlock } from './spanTextChunks';
import { nextTask } from './spanTasks';

/**
 * How much of a span field's text is laid out: the blocks that start at or after the returned offset are skipped.
 * A long text's first frame lays out its first {@link SPAN_TEXT_EAGER} characters (the screen); once the part laid
 * out is `ready` (its spans' labels drawn), a task of its own lays out {@link SPAN_TEXT_STEP} more, from the top,
 * until the whole text is (the returned offset is then its length): the first step after the first part's labels
 * are painted, so the frame after the first screen's only finishes that part; each later one as soon as the step
 * before is ready, so a frame lays out one step while it paints the labels of the one before. A short text is laid
 * out whole from its first frame.
 */
export function useSpanTextDeferral(
  textRef: RefObject<HTMLElement | null>,
  text: string,
  blocks: readonly SpanTextBlock[],
  ready: boolean,
): number {
  const [step, setStep] = useState<{ text: string; laidOut: number } | null>(null);
  const stepped = step?.text === text;
  const laidOut = stepped ? step.laidOut : spanTextLaidOut(blocks, SPAN_TEXT_EAGER, text.length);
  useLayoutEffect(() => {
    if (!ready || laidOut >= text.length) return;
    const next = () =>
      setStep({ text, laidOut: spanTextLaidOut(blocks, laidOut + SPAN_TEXT_STEP, text.length) });
    if (stepped) return nextTask(next);
    return afterPaintOf(textRef.current?.ownerDocument.defaultView ?? undefined, hostTimers)(next);
  }, [textRef, text, blocks, laidOut, ready, stepped]);
  return laidOut;
}
