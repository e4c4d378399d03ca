import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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
 * (max-width: 640px)` rules read — the annotation view, or the review) is at most PHONE_MAX_WIDTH wide. False
 * without a container or a layout (a test's DOM). Components use it where the DOM order must follow what the CSS
 * shows at that width (the tab order follows the DOM); what is shown stays the CSS's.
 *
 * Read in a ResizeObserver callback, which runs once the frame's style and layout are done and before it is
 * painted: finding the container reads computed styles, and reading them in the commit that inserts a large
 * field (a span question over 100,000 characters) forced the style of all of it inside that task (9–37 ms of it
 * on our 2-core machines). The answer is applied synchronously (`flushSync`), so the first paint already has the
 * phone's order; the container is then watched for resizes.
 */
export function useNarrowAnnotation(ref: RefObject<Element | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    let container: Element | null | undefined;
    // What this effect last applied; unknown at first, so its first reading is applied whatever an earlier run of
    // the effect (a remount) left in the state.
    let shown: boolean | undefined;
    const read = (width: number) => {
      const next = width > 0 && width <= PHONE_MAX_WIDTH;
      if (next === shown) return;
      shown = next;
      flushSync(() => setNarrow(next));
    };
    const observer = new ResizeObserver((entries) => {
      if (container === undefined) {
        // The first callback, for the element itself: style and layout are current here, so both reads are cheap.
        container = containerOf(element);
        observer.unobserve(element);
        if (!container) return;
        read(contentWidth(container));
        observer.observe(container);
        return;
      }
      const entry = entries.find((e) => e.target === container);
      if (entry) read(entry.contentBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
