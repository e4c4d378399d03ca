import { useLayoutEffect, useState, type RefObject } from 'react';
import { afterPaintOf, hostTimers } from '@marginalia/core';
import { spanTextDeferrable } from './spanTextChunks';

/**
 * Whether a span field's text is still in its first frame, which lays out only its first blocks (the screen): true
 * from the render of a long text until that frame is painted, then false, in a task of its own, and the rest is
 * laid out. Short texts are never deferred.
 */
export function useSpanTextDeferral(textRef: RefObject<HTMLElement | null>, text: string): boolean {
  const [laidOut, setLaidOut] = useState<string | null>(null);
  const deferred = laidOut !== text && spanTextDeferrable(text);
  useLayoutEffect(() => {
    if (!deferred) return;
    const view = textRef.current?.ownerDocument.defaultView ?? undefined;
    return afterPaintOf(view, hostTimers)(() => setLaidOut(text));
  }, [textRef, deferred, text]);
  return deferred;
}
