/** A run of text on a PDF page as the viewer reads it: where its top is and how large it is set. */
export interface PageTextItem {
  text: string;
  /** The top of the text, as a fraction of the page's height from the top (0 at the top edge, 1 at the bottom). */
  top: number;
  /** The text's height (font size), in any unit the page's items share: headings are set larger. */
  size: number;
}

/** Letters and digits only, lowercase, single spaces: '3. Results' and '3 Results' read alike. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Characters of a heading compared: a long caption is found by its start. */
const COMPARED_CHARS = 60;

/**
 * Where a section heading (or a table or figure caption) starts on its page: the top of the first text run from
 * which the page's text reads as the heading (its first 60 characters, runs joined, so a heading wrapped over
 * lines or split into runs is found). Among several such runs the one set largest wins, so 'Results' finds the
 * heading rather than 'Results: …' in the abstract. Null when the page has no such run.
 *
 * @example
 * findHeadingTop('3. Results', [{ text: 'Results: it worked.', top: 0.2, size: 10 }, { text: '3. Results', top: 0.6, size: 14 }]);
 * // 0.6
 */
export function findHeadingTop(header: string, items: readonly PageTextItem[]): number | null {
  const full = normalized(header);
  const wanted = full.slice(0, COMPARED_CHARS);
  // A heading cut short may end inside a word; a whole one must end where a word does.
  const cut = full.length > wanted.length;
  if (wanted === '') return null;
  let best: PageTextItem | null = null;
  for (const [start, item] of items.entries()) {
    if (normalized(item.text) === '') continue;
    let text = '';
    for (let i = start; i < items.length && text.length < wanted.length; i += 1) text = normalized(`${text} ${items[i]!.text}`);
    const reads = text.startsWith(wanted) && (cut || text.length === wanted.length || text[wanted.length] === ' ');
    if (reads && (best === null || item.size > best.size)) best = item;
  }
  return best === null ? null : Math.min(Math.max(best.top, 0), 1);
}
