import { findWordMatches, searchTerms } from '../fields/searchHighlight';

/**
 * The next page after `fromPage` whose text holds a search word (whole words, case-insensitive, operators
 * `| + - *` ignored, as in field highlighting), wrapping round to the first page; null when no page does or
 * the search is empty. Page texts are read one at a time, so a match near the current page is found early.
 *
 * @example
 * await findMatchingPage('placebo', { pageCount: 300, fromPage: 12, pageText: (n) => pdf.pageText(n) }); // 57
 */
export async function findMatchingPage(
  searchText: string,
  { pageCount, fromPage, pageText }: { pageCount: number; fromPage: number; pageText: (page: number) => Promise<string> },
): Promise<number | null> {
  const terms = searchTerms(searchText);
  if (terms.length === 0 || pageCount < 1) return null;
  for (let step = 1; step <= pageCount; step += 1) {
    const page = ((fromPage - 1 + step) % pageCount) + 1;
    if (findWordMatches(await pageText(page), terms).length > 0) return page;
  }
  return null;
}
