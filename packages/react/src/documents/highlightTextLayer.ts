import { findWordMatches, highlightSegments } from '@marginalia/core';

const original = new WeakMap<Element, string>();

/**
 * Marks the search words in a page's text layer: each text span's matches are wrapped in `<mark>` (whole
 * words, as the core's field highlighting finds them); a new search first restores the spans' own text.
 * Returns how many matches were marked.
 *
 * @example
 * highlightTextLayer(textLayer, ['placebo']); // 3
 */
export function highlightTextLayer(container: HTMLElement, terms: readonly string[]): number {
  let count = 0;
  for (const span of Array.from(container.querySelectorAll('span'))) {
    if (span.closest('mark') || span.querySelector('span')) continue;
    const text = original.get(span) ?? span.textContent ?? '';
    const ranges = terms.length > 0 ? findWordMatches(text, terms) : [];
    if (ranges.length === 0) {
      if (original.has(span)) span.textContent = text;
      continue;
    }
    original.set(span, text);
    const doc = span.ownerDocument;
    span.replaceChildren(
      ...highlightSegments(text, ranges).map((part) => {
        if (!part.match) return doc.createTextNode(part.text);
        const mark = doc.createElement('mark');
        mark.className = 'mg-pdf-match';
        mark.textContent = part.text;
        return mark;
      }),
    );
    count += ranges.length;
  }
  return count;
}
