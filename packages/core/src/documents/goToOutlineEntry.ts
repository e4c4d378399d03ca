import type { DocumentViewerStore } from './createDocumentViewerStore';
import { findHeadingTop, type PageTextItem } from './findHeadingTop';
import type { OutlineEntry } from './segmentOutline';

/**
 * Choosing an outline entry: the viewer goes to its page at once, then, once the page's text is read, to the
 * entry's heading on that page (a section lower on the page would otherwise show nothing moving). A later
 * navigation meanwhile wins; a heading that cannot be found leaves the page's top.
 *
 * @example
 * await goToOutlineEntry(viewer, entry, (page) => pdf.pageItems(page));
 */
export async function goToOutlineEntry(
  viewer: DocumentViewerStore,
  entry: OutlineEntry,
  pageItems: (page: number) => Promise<readonly PageTextItem[]>,
): Promise<void> {
  viewer.getState().goToPage(entry.pageNumber);
  if (!entry.title) return;
  const { jump } = viewer.getState();
  const items = await pageItems(entry.pageNumber).catch(() => []);
  const top = findHeadingTop(entry.title, items);
  if (top !== null && top > 0 && viewer.getState().jump === jump) viewer.getState().goToPage(entry.pageNumber, top);
}
