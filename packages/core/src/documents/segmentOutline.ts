import type { WireSegment } from '../api/wire/documents';

/** One entry of a document's outline: a section heading, or a table or figure caption, and its page. */
export interface OutlineEntry {
  /** Stable within one outline (its position in the segment list). */
  key: string;
  /** The heading or caption; null for a section without one (the viewer names it by its type). */
  title: string | null;
  /** `text`, `table`, `figure`, or another kind the server sent; null when unknown. */
  type: string | null;
  pageNumber: number;
}

/**
 * The outline of a document from its segments: the ones with a page, in page order (the server's order within
 * a page), without repeating an entry already listed for the same page.
 *
 * @example
 * segmentOutline([{ doc_id: 'd', header: 'Methods', page_number: 2, type: 'text' }]);
 * // [{ key: '0', title: 'Methods', type: 'text', pageNumber: 2 }]
 */
export function segmentOutline(segments: readonly WireSegment[]): OutlineEntry[] {
  const seen = new Set<string>();
  const entries: OutlineEntry[] = [];
  segments.forEach((segment, index) => {
    const pageNumber = segment.page_number;
    if (pageNumber === null || !Number.isInteger(pageNumber) || pageNumber < 1) return;
    const title = segment.header?.trim() || null;
    const identity = `${pageNumber}\u0000${segment.type ?? ''}\u0000${title ?? ''}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    entries.push({ key: String(index), title, type: segment.type, pageNumber });
  });
  // Array.prototype.sort is stable, so the server's order within a page is kept.
  return entries.sort((a, b) => a.pageNumber - b.pageNumber);
}
