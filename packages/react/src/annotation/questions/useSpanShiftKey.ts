import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Watches Shift on the whole page for a span question (a mouse user presses it with focus anywhere, pointer over
 * the text): a press counts while the question is active (pointer over it, or focus in it), a release or the
 * window's blur always does. Returns the handlers that make the question's root active.
 */
export function useSpanShiftKey(
  rootRef: RefObject<HTMLElement | null>,
  shiftPressed: () => void,
  shiftReleased: () => void,
) {
  const active = useRef(false);
  useEffect(() => {
    const document = rootRef.current?.ownerDocument;
    if (!document) return;
    const down = (event: globalThis.KeyboardEvent) =>
      event.key === 'Shift' && active.current && shiftPressed();
    const up = (event: globalThis.KeyboardEvent) => event.key === 'Shift' && shiftReleased();
    document.addEventListener('keydown', down);
    document.addEventListener('keyup', up);
    document.defaultView?.addEventListener('blur', shiftReleased);
    return () => {
      document.removeEventListener('keydown', down);
      document.removeEventListener('keyup', up);
      document.defaultView?.removeEventListener('blur', shiftReleased);
    };
  }, [rootRef, shiftPressed, shiftReleased]);

  return {
    onPointerEnter: () => (active.current = true),
    onPointerLeave: () => (active.current = false),
    onFocus: () => (active.current = true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) active.current = false;
    },
  };
}
