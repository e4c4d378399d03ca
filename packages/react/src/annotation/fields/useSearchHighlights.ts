import { useLayoutEffect, type RefObject } from 'react';
import { findWordMatches, searchTerms } from '@marginalia/core';
import { SEARCH_HIGHLIGHT, addHighlightRanges, supportsCssHighlights, textRange } from './cssHighlights';

const MARK_CLASS = 'mg-search-mark';

function textNodes(root: Node): Text[] {
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function markMatches(root: HTMLElement, terms: string[]): HTMLElement[] {
  const marks: HTMLElement[] = [];
  for (const node of textNodes(root)) {
    const matches = findWordMatches(node.data, terms);
    // From the end, so earlier offsets stay valid while the node is split.
    for (const match of [...matches].reverse()) {
      const word = node.splitText(match.start);
      word.splitText(match.end - match.start);
      const mark = (root.ownerDocument ?? document).createElement('mark');
      mark.className = MARK_CLASS;
      word.replaceWith(mark);
      mark.appendChild(word);
      marks.push(mark);
    }
  }
  return marks;
}

function unmark(marks: HTMLElement[]) {
  for (const mark of marks) {
    const parent = mark.parentNode;
    if (!parent) continue;
    mark.replaceWith(...mark.childNodes);
    parent.normalize();
  }
}

/**
 * Highlights the words of `searchText` in the HTML rendered inside `ref` (markdown, chat messages): with the
 * CSS Custom Highlight API where the browser has it, else by wrapping matches in `<mark>`. `contentKey` must
 * change whenever the HTML does.
 *
 * @example
 * useSearchHighlights(ref, searchText, html);
 */
export function useSearchHighlights(
  ref: RefObject<HTMLElement | null>,
  searchText: string | undefined,
  contentKey: unknown,
): void {
  useLayoutEffect(() => {
    const root = ref.current;
    const terms = searchTerms(searchText ?? '');
    if (!root || terms.length === 0) return;
    if (supportsCssHighlights()) {
      const ranges = textNodes(root).flatMap((node) =>
        findWordMatches(node.data, terms).map((match) => textRange(node, match.start, match.end)),
      );
      return addHighlightRanges(SEARCH_HIGHLIGHT, ranges);
    }
    const marks = markMatches(root, terms);
    return () => unmark(marks);
  }, [ref, searchText, contentKey]);
}
