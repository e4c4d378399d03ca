import { useLayoutEffect, useRef, type RefObject } from 'react';
import { activeElementOf, holdsFocus } from './focus';

/**
 * While mounted, remembers where the focus was; when the container unmounts with the focus inside it, the focus
 * goes back to `target()` (or to where it was, if `target` gives nothing), so closing a menu, dialog or panel
 * never drops the keyboard user on the page's body. A close caused by the focus leaving (a click elsewhere)
 * leaves the focus where the user put it.
 *
 * @example
 * useFocusReturn(panelRef, () => triggerRef.current);
 */
export function useFocusReturn(containerRef: RefObject<HTMLElement | null>, target?: () => HTMLElement | null): void {
  const targetRef = useRef(target);
  targetRef.current = target;
  useLayoutEffect(() => {
    const container = containerRef.current;
    const previous = container ? activeElementOf(container) : null;
    return () => {
      // Layout cleanups run before React detaches the container, so the focus can still be seen inside it.
      if (!holdsFocus(container)) return;
      const next = targetRef.current?.() ?? previous;
      if (next instanceof HTMLElement && next.isConnected) next.focus();
    };
  }, [containerRef]);
}
