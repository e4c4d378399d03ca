import { useEffect, useRef, useState } from 'react';
import { fileRequestHeaders, unsignedFileUrl, type Marginalia } from '@marginalia/core';
import type { OpenedPdf, PdfRenderer } from './PdfRenderer';

/**
 * The PDF at a URL, opened while the component shows it and released after; `failed` when it cannot open. A
 * document read again answers a new signed link to the same file: the PDF already open stays (it is the file,
 * not the link, that is shown).
 */
export function useOpenedPdf(renderer: PdfRenderer, url: string | null, sdk: Marginalia): { pdf: OpenedPdf | null; failed: boolean } {
  const [state, setState] = useState<{ file: string | null; pdf: OpenedPdf | null; failed: boolean }>({
    file: null,
    pdf: null,
    failed: false,
  });
  const file = url === null ? null : unsignedFileUrl(url);
  // A new link to the file already open does not open it again: the effect follows the file, and opens it with
  // the link of the render that asked for it.
  const latestUrl = useRef(url);
  latestUrl.current = url;
  useEffect(() => {
    const url = latestUrl.current;
    if (!file || !url) return;
    let live = true;
    let opened: OpenedPdf | null = null;
    // The link opens the file without credentials; they still go along, because pages are fetched as they are
    // drawn, and a viewer left open longer than the link lives keeps reading with them.
    fileRequestHeaders(sdk).then((headers) => renderer.open(url, headers)).then(
      (pdf) => {
        if (!live) return pdf.destroy();
        opened = pdf;
        setState({ file, pdf, failed: false });
      },
      () => live && setState({ file, pdf: null, failed: true }),
    );
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [renderer, file, sdk]);
  // A PDF opened for an earlier file is never shown for a new one.
  return state.file === file ? { pdf: state.pdf, failed: state.failed } : { pdf: null, failed: false };
}
