/**
 * The character offsets of the current selection inside `container` (whose text is the span field's text), or
 * null when nothing inside it is selected. A selection reaching outside is clipped to the container.
 *
 * @example
 * const offsets = spanSelectionOffsets(textElement); // { from: 4, to: 9 }
 */
export function spanSelectionOffsets(container: HTMLElement): { from: number; to: number } | null {
  const document = container.ownerDocument;
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!range.intersectsNode(container)) return null;
  const offsetOf = (node: Node, offset: number) => {
    const before = document.createRange();
    before.selectNodeContents(container);
    before.setEnd(node, offset);
    return before.toString().length;
  };
  const length = container.textContent?.length ?? 0;
  const from = container.contains(range.startContainer) ? offsetOf(range.startContainer, range.startOffset) : 0;
  const to = container.contains(range.endContainer) ? offsetOf(range.endContainer, range.endOffset) : length;
  return from === to ? null : { from, to };
}
