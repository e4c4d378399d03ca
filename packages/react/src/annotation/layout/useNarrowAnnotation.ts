import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The widest the annotation view is laid out as on a phone (px): its container queries `@container (max-width:
 * 640px)` (layoutCss) and this hook read the same width.
 */
export const PHONE_MAX_WIDTH = 640;

/** The content-box width of an element (what a container query reads); 0 before it is laid out. */
function contentWidth(element: Element): number {
  const style = getComputedStyle(element);
  return element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

/**
 * Whether the annotation view holding `ref`'s element (its nearest `.mg-annotation`, the container its container
 * queries read) is laid out as on a phone: at most PHONE_MAX_WIDTH wide. Read before the first paint and again on
 * every resize; false while it has no layout (a test's DOM). Components use it where the DOM order must follow
 * what the CSS shows at that width (the tab order follows the DOM); what is shown stays the CSS's.
 */
export function useNarrowAnnotation(ref: RefObject<Element | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const container = ref.current?.closest('.mg-annotation') ?? ref.current;
    if (!container) return;
    const read = (width: number) => setNarrow(width > 0 && width <= PHONE_MAX_WIDTH);
    read(contentWidth(container));
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) read(entry.contentBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
