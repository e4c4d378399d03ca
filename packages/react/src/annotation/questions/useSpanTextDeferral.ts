import { useLayoutEffect, useState, type RefObject } from 'react';
import { spanTextDeferrable } from './spanTextChunks';
import { afterNextPaint } from './spanTasks';

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
    return afterNextPaint(textRef.current?.ownerDocument.defaultView ?? null, () => setLaidOut(text));
  }, [textRef, deferred, text]);
  return deferred;
}
