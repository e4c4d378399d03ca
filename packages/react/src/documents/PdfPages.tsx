import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { searchTerms, type DocumentViewerStore } from '@marginalia/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { PdfPage } from './PdfPage';
import type { OpenedPdf } from './PdfRenderer';

export interface PdfPagesProps {
  pdf: OpenedPdf;
  viewer: DocumentViewerStore;
  pageLabel: (page: number) => string;
  listLabel: string;
}

/** Space between pages, in px. */
const PAGE_GAP = 12;
/** Room left above a heading the view goes to, in px. */
const HEADING_MARGIN = 16;
/** US Letter at scale 1, until the first page's size is known. */
const LETTER = { width: 612, height: 792 };
const FALLBACK_RECT = { width: 800, height: 800 };

/**
 * The pages of a PDF in a virtualised list: only the pages in view (and one either side) are mounted and
 * drawn, so a 500-page paper holds a handful of canvases. Navigation in the viewer store scrolls the list;
 * scrolling by hand tells the store which page is in view.
 *
 * @example
 * <PdfPages pdf={pdf} viewer={viewer} pageLabel={(n) => `Page ${n}`} listLabel="Pages" />
 */
export function PdfPages({ pdf, viewer, pageLabel, listLabel }: PdfPagesProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const scale = useStoreSelector(viewer, (s) => s.scale);
  const jump = useStoreSelector(viewer, (s) => s.jump);
  const searchTerm = useStoreSelector(viewer, (s) => s.searchTerm);
  const terms = useMemo(() => searchTerms(searchTerm), [searchTerm]);
  const [size, setSize] = useState(LETTER);
  // The page opened at is drawn alone first: its neighbours would share the worker and the main thread with it.
  // (The list is keyed by the PDF, so this is per document.)
  const [leadPage] = useState(() => viewer.getState().page);
  const [leadDrawn, setLeadDrawn] = useState(false);

  useEffect(() => {
    let live = true;
    pdf.pageSize(1).then(
      (first) => live && setSize(first),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [pdf]);

  const virtualizer = useVirtualizer({
    count: pdf.pageCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => Math.ceil(size.height * scale) + PAGE_GAP,
    overscan: 1,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  useEffect(() => virtualizer.measure(), [virtualizer, size, scale]);
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

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    if (placed.current !== null && Math.abs(element.scrollTop - placed.current) <= 1) return;
    placed.current = null;
    // The page that covers the upper third of the view is the one being read.
    const item = virtualizer.getVirtualItemForOffset(element.scrollTop + element.clientHeight / 3);
    if (item) viewer.getState().pageScrolledTo(item.index + 1);
  };

  const items = virtualizer.getVirtualItems();
  // Once the lead page is drawn, or scrolled away before, every page in view draws.
  const drawAll = leadDrawn || !items.some((item) => item.index + 1 === leadPage);
  return (
    <div ref={scrollRef} className="mg-pdf-pages" onScroll={onScroll} tabIndex={0} role="group" aria-label={listLabel}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => (
          <div
            key={item.key}
            className="mg-pdf-pages__slot"
            style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
          >
            <PdfPage
              pdf={pdf}
              pageNumber={item.index + 1}
              scale={scale}
              width={size.width}
              height={size.height}
              terms={terms}
              label={pageLabel(item.index + 1)}
              draw={drawAll || item.index + 1 === leadPage}
              onDrawn={drawAll ? undefined : () => setLeadDrawn(true)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
