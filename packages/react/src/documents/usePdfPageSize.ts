import { useEffect, useState } from 'react';
import type { OpenedPdf } from './PdfRenderer';

/** US Letter at scale 1, until the first page's size is known. */
const LETTER = { width: 612, height: 792 };

/** The size of a PDF's pages at scale 1: its first page's, US Letter until that is known. */
export function usePdfPageSize(pdf: OpenedPdf) {
  const [size, setSize] = useState(LETTER);
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
  return size;
}
