import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The widest the annotation view is laid out as on a phone (px): its container queries `@container (max-width:
 * 640px)` (layoutCss, spanCss) and this hook read the same width. The hook serves the on-demand span question:
 * imported from eager code too, it would be split into a chunk of its own, for which the annotation view's bundle
 * budget has no room (FocusView watches the window's width instead).
 */
export const PHONE_MAX_WIDTH = 640;

/** The content-box width of an element (what a container query reads); 0 before it is laid out. */
function contentWidth(element: Element): number {
  const style = getComputedStyle(element);
  return element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

/** The nearest ancestor that is a size container (what `@container` queries read), through shadow roots. */
function containerOf(element: Element): Element | null {
  let ancestor = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null;
  while (ancestor) {
    const type = getComputedStyle(ancestor).containerType;
    if (type === 'inline-size' || type === 'size') return ancestor;
    ancestor = ancestor.parentElement ?? (ancestor.getRootNode() as ShadowRoot).host ?? null;
  }
  return null;
}

/**
 * Whether `ref`'s element is laid out as on a phone: its container (the nearest ancestor the `@container
 * (max-width: 640px)` rules read — the annotation view, or the review) is at most PHONE_MAX_WIDTH wide. Read
 * before the first paint and again on every resize; false without a container or a layout (a test's DOM).
 * Components use it where the DOM order must follow what the CSS shows at that width (the tab order follows the
 * DOM); what is shown stays the CSS's.
 */
export function useNarrowAnnotation(ref: RefObject<Element | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const container = ref.current && containerOf(ref.current);
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
