import { useState, type PointerEvent, type RefObject } from 'react';

/**
 * Where the selected label follows the pointer over a span field's text, relative to the field's wrapper; only
 * tracked while that cursor is shown.
 */
export function useSpanCursor(wrapperRef: RefObject<HTMLDivElement | null>, cursorVisible: boolean) {
  const [pointer, setPointer] = useState({ x: 0, y: 0 });

  function trackPointer(event: PointerEvent<HTMLDivElement>) {
    if (!cursorVisible || !wrapperRef.current) return;
    const origin = wrapperRef.current.getBoundingClientRect();
    setPointer({ x: event.clientX - origin.left, y: event.clientY - origin.top });
  }

  return { pointer, trackPointer };
}
