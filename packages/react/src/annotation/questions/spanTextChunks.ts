/**
 * Characters per text node of a span field's text. The browser looks up a range's boxes among the line boxes of
 * its text node, so measuring 1,000 spans in one 100,000-character node walks every line 1,000 times; in nodes of
 * this size each look-up stays local. Adjacent text nodes lay out and wrap exactly as one.
 */
export const SPAN_TEXT_CHUNK = 1024;

/**
 * The text cut into the pieces rendered as consecutive text nodes.
 *
 * @example
 * spanTextChunks('abcdef', 4); // ['abcd', 'ef']
 */
export function spanTextChunks(text: string, size = SPAN_TEXT_CHUNK): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size) chunks.push(text.slice(start, start + size));
  return chunks;
}

/**
 * A live range over `[start, end)` of the text `container` renders as {@link spanTextChunks}; offsets are clamped
 * to the text. Null while the container does not hold that text (not rendered yet).
 *
 * @example
 * spanTextRange(textElement, 1020, 1030); // starts in the first text node, ends in the second
 */
export function spanTextRange(container: Node, start: number, end: number, size = SPAN_TEXT_CHUNK): Range | null {
  const nodes = container.childNodes;
  const last = nodes[nodes.length - 1];
  if (!(last instanceof Text)) return null;
  const length = (nodes.length - 1) * size + last.length;
  // An offset on a boundary belongs to the node it ends (for an end) or starts (for a start).
  const at = (offset: number, isEnd: boolean): [Node, number] | null => {
    const clamped = Math.min(Math.max(0, offset), length);
    const index = Math.min(nodes.length - 1, Math.floor((isEnd && clamped > 0 ? clamped - 1 : clamped) / size));
    const node = nodes[index];
    return node instanceof Text ? [node, clamped - index * size] : null;
  };
  const from = at(start, false);
  const to = at(Math.max(start, end), true);
  if (!from || !to) return null;
  const range = (container.ownerDocument ?? document).createRange();
  range.setStart(...from);
  range.setEnd(...to);
  return range;
}
