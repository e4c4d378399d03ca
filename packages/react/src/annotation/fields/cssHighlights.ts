/** Name of the CSS highlight that marks search matches (styled with `::highlight(mg-search)`). */
export const SEARCH_HIGHLIGHT = 'mg-search';

/**
 * Whether the CSS Custom Highlight API is available: highlights are then painted without any DOM node per match.
 *
 * @example
 * if (!supportsCssHighlights()) showWarning();
 */
export function supportsCssHighlights(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof (CSS as { highlights?: unknown }).highlights !== 'undefined' &&
    typeof (globalThis as { Highlight?: unknown }).Highlight === 'function'
  );
}

/**
 * Adds ranges to the registered highlight `name` (registering it on first use) and returns the cleanup that takes
 * them out again, so several components can share one highlight.
 *
 * @example
 * useLayoutEffect(() => addHighlightRanges(SEARCH_HIGHLIGHT, ranges), [ranges]);
 */
export function addHighlightRanges(name: string, ranges: readonly AbstractRange[]): () => void {
  if (!supportsCssHighlights() || ranges.length === 0) return () => undefined;
  const registry = CSS.highlights;
  let highlight = registry.get(name);
  if (!highlight) {
    highlight = new Highlight();
    registry.set(name, highlight);
  }
  for (const range of ranges) highlight.add(range);
  const registered = highlight;
  return () => {
    for (const range of ranges) registered.delete(range);
    if (registered.size === 0 && registry.get(name) === registered) registry.delete(name);
  };
}

/**
 * A live range over `[start, end)` of one text node, clamped to the node's length.
 *
 * @example
 * textRange(node.firstChild as Text, 4, 9);
 */
export function textRange(node: Text, start: number, end: number): Range {
  const range = (node.ownerDocument ?? document).createRange();
  range.setStart(node, Math.min(Math.max(0, start), node.length));
  range.setEnd(node, Math.min(Math.max(start, end), node.length));
  return range;
}
