/** Where the mouse presses and releases to select characters of a span field's text. */
export interface SpanTextPoints {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/**
 * Runs in the page (pass it to `locator.evaluate`; it closes over nothing): scrolls `[start, end)` of the span
 * field's text (`element`, whose text nodes hold it in order) to the middle of the view when it is near an edge,
 * and returns the middle of its first character's left edge and of its last character's right edge. Shared by
 * the span benchmark and the browser test of long span texts.
 */
export function spanTextPoints(element: Element, [start, end]: readonly [number, number]): SpanTextPoints {
  const charRect = (offset: number) => {
    let rest = offset;
    // Its text nodes in order, whatever elements hold them (blocks of the text).
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (rest < node.length) {
        const range = document.createRange();
        range.setStart(node, rest);
        range.setEnd(node, rest + 1);
        return range.getClientRects()[0]!;
      }
      rest -= node.length;
    }
    throw new Error(`no character at ${offset}`);
  };
  const whole = charRect(start);
  if (whole.top < 80 || whole.bottom > window.innerHeight - 80) {
    // The nearest scrolling ancestor (or the page) brings the word to the middle.
    let scroller: Element | null = element.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) {
      scroller = scroller.parentElement;
    }
    const delta = whole.top - window.innerHeight / 2;
    if (scroller) scroller.scrollTop += delta;
    else window.scrollBy(0, delta);
  }
  const first = charRect(start);
  const last = charRect(end - 1);
  return {
    from: { x: first.left + 1, y: first.top + first.height / 2 },
    to: { x: last.right - 1, y: last.top + last.height / 2 },
  };
}
