import { useEffect, useState } from 'react';
import { fileRequestHeaders, type Marginalia } from '@marginalia/core';
import type { OpenedPdf, PdfRenderer } from './PdfRenderer';

/** The PDF at a URL, opened while the component shows it and released after; `failed` when it cannot open. */
export function useOpenedPdf(renderer: PdfRenderer, url: string | null, sdk: Marginalia): { pdf: OpenedPdf | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; pdf: OpenedPdf | null; failed: boolean }>({
    url: null,
    pdf: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let opened: OpenedPdf | null = null;
    fileRequestHeaders(sdk).then((headers) => renderer.open(url, headers)).then(
      (pdf) => {
        if (!live) return pdf.destroy();
        opened = pdf;
        setState({ url, pdf, failed: false });
      },
      () => live && setState({ url, pdf: null, failed: true }),
    );
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [renderer, url, sdk]);
  // A PDF opened for an earlier URL is never shown for a new one.
  return state.url === url ? { pdf: state.pdf, failed: state.failed } : { pdf: null, failed: false };
}
