import { useEffect, useRef, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { DocumentViewerStore } from '@marginalia/core';

/** Space between pages, in px. */
export const PAGE_GAP = 12;
/** Room left above a heading the view goes to, in px. */
const HEADING_MARGIN = 16;

export interface PdfScrollSyncOptions {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  viewer: DocumentViewerStore;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The viewer's last jump (a new value scrolls the list). */
  jump: unknown;
  size: { width: number; height: number };
  scale: number;
}

/**
 * Keeps a PDF's page list and the viewer store in step: a navigation (to a page, or to a place lower on it)
 * scrolls the list; a scroll by hand tells the store which page is read. Returns the list's scroll handler.
 */
export function usePdfScrollSync({
  virtualizer,
  viewer,
  scrollRef,
  jump,
  size,
  scale,
}: PdfScrollSyncOptions) {
  // Where a navigation to a place lower on a page scrolled: the scroll it causes is not a scroll by hand, so it
  // does not move the page (a heading at a page's foot puts the next page in the upper third of the view).
  const placed = useRef<number | null>(null);
  useEffect(() => {
    const { page, pageTop } = viewer.getState();
    const start = pageTop > 0 ? virtualizer.getOffsetForIndex(page - 1, 'start')?.[0] : undefined;
    placed.current = null;
    if (start === undefined) {
      virtualizer.scrollToIndex(page - 1, { align: 'start' });
      return;
    }
    // A place lower on the page (an outline entry's heading): the page's top plus that share of its height.
    const offset = Math.max(0, Math.round(start + PAGE_GAP + pageTop * size.height * scale - HEADING_MARGIN));
    placed.current = offset;
    virtualizer.scrollToOffset(offset);
  }, [virtualizer, viewer, jump, size, scale]);

  return () => {
    const element = scrollRef.current;
    if (!element) return;
    if (placed.current !== null && Math.abs(element.scrollTop - placed.current) <= 1) return;
    placed.current = null;
    // The page that covers the upper third of the view is the one being read.
    const item = virtualizer.getVirtualItemForOffset(element.scrollTop + element.clientHeight / 3);
    if (item) viewer.getState().pageScrolledTo(item.index + 1);
  };
}
