/** An extent along one axis (px): where it starts and ends, in the same coordinates as its scroll container's. */
export interface Extent {
  start: number;
  end: number;
}

/**
 * The scroll offset that brings `item` fully into `view` (a scroll container's visible extent, whose content is
 * scrolled by `scroll`), moving as little as possible: unchanged when the item is already in view, its start at
 * the view's start when it lies before it or is wider than the view, its end at the view's end when it lies after.
 * Keeps a row of tabs scrolled to its selected tab.
 *
 * @example
 * list.scrollLeft = revealScroll({ start: tab.left, end: tab.right }, { start: list.left, end: list.right }, list.scrollLeft);
 */
export function revealScroll(item: Extent, view: Extent, scroll: number): number {
  if (item.start < view.start || item.end - item.start > view.end - view.start) {
    return scroll - (view.start - item.start);
  }
  if (item.end > view.end) return scroll + (item.end - view.end);
  return scroll;
}
