import { useEffect, type RefObject } from 'react';

/**
 * Watches Shift on the whole page for a span question (a mouse user presses it with focus anywhere, pointer over
 * the text): a press counts while the question is `active`, a release or the window's blur always does.
 */
export function useSpanShiftKey(
  rootRef: RefObject<HTMLElement | null>,
  active: RefObject<boolean>,
  shiftPressed: () => void,
  shiftReleased: () => void,
) {
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
  }, [rootRef, active, shiftPressed, shiftReleased]);
}
