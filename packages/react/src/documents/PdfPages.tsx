import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { searchTerms, type DocumentViewerStore } from '@marginalia/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { PdfPage } from './PdfPage';
import type { OpenedPdf } from './PdfRenderer';
import { usePdfPageSize } from './usePdfPageSize';
import { PAGE_GAP, usePdfScrollSync } from './usePdfScrollSync';

export interface PdfPagesProps {
  pdf: OpenedPdf;
  viewer: DocumentViewerStore;
  pageLabel: (page: number) => string;
  listLabel: string;
}

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
  const size = usePdfPageSize(pdf);
  // The page opened at is drawn alone first: its neighbours would share the worker and the main thread with it.
  // (The list is keyed by the PDF, so this is per document.)
  const [leadPage] = useState(() => viewer.getState().page);
  const [leadDrawn, setLeadDrawn] = useState(false);

  const virtualizer = useVirtualizer({
    count: pdf.pageCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => Math.ceil(size.height * scale) + PAGE_GAP,
    overscan: 1,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  useEffect(() => virtualizer.measure(), [virtualizer, size, scale]);
  const onScroll = usePdfScrollSync({ virtualizer, viewer, scrollRef, jump, size, scale });

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
