import { useState } from 'react';
import { findMatchingPage, type DocumentViewerStore } from '@marginalia/core';
import type { OpenedPdf } from './PdfRenderer';

/**
 * 'Next match' of the document viewer: finds the next page of the PDF whose text matches the search and goes to
 * it, one search at a time. Answers whether a page was found (true while nothing can be searched).
 */
export function useNextPdfMatch(pdf: OpenedPdf | null, viewer: DocumentViewerStore) {
  const [searching, setSearching] = useState(false);

  return async () => {
    if (!pdf || searching) return true;
    setSearching(true);
    try {
      const { searchTerm, page } = viewer.getState();
      const found = await findMatchingPage(searchTerm, {
        pageCount: pdf.pageCount,
        fromPage: page,
        pageText: (n) => pdf.pageText(n),
      });
      if (found !== null) viewer.getState().goToPage(found);
      return found !== null;
    } finally {
      setSearching(false);
    }
  };
}
