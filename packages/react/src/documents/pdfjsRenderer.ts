import type { OpenedPdf, PageRendering, PdfRenderer } from './PdfRenderer';
import { pdfjsModule, type Pdfjs } from './pdfjsModule';

type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

/** Bytes pdf.js asks for at a time: the first page of a large PDF needs only a few of these ranges (64 KB ones
 * took 11 requests for the first page of the 300-page benchmark paper, each a round trip under load). */
const RANGE_CHUNK_BYTES = 262_144;

function renderPage(pdfjs: Pdfjs, doc: PdfDocument, pageNumber: number, targets: Parameters<OpenedPdf['renderPage']>[1], scale: number): PageRendering {
  let cancelled = false;
  let stop: (() => void) | null = null;
  let picture: () => void = () => {};
  let noPicture: (error: unknown) => void = () => {};
  const painted = new Promise<void>((resolve, reject) => {
    picture = resolve;
    noPicture = reject;
  });
  // Unhandled when nobody waits for the picture (the page was cancelled); `done` carries the failure.
  painted.catch(() => {});
  const done = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) return;
    const viewport = page.getViewport({ scale });
    const ratio = globalThis.devicePixelRatio || 1;
    const { canvas, textLayer } = targets;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    const task = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    stop = () => task.cancel();
    await task.promise;
    if (cancelled) return;
    picture();
    textLayer.replaceChildren();
    const text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
    stop = () => text.cancel();
    await text.render();
    // The operator list and fonts are not needed once drawn; a page scrolled back into view draws again.
    page.cleanup();
  })();
  // A page that fails before its picture is drawn fails its picture too (a no-op once painted).
  done.catch(noPicture);
  return {
    painted,
    done,
    cancel: () => {
      cancelled = true;
      stop?.();
      // Frees the bitmap at once instead of when the element is collected.
      targets.canvas.width = 0;
      targets.canvas.height = 0;
    },
  };
}

/**
 * The pdf.js renderer: streams the PDF with range requests (the first page paints before a large file has
 * arrived), parses it in pdf.js's worker, draws pages on canvases and their text in pdf.js text layers.
 *
 * @example
 * const pdf = await createPdfjsRenderer().open('/api/v1/file/team/pdf/…');
 */
export function createPdfjsRenderer(): PdfRenderer {
  return {
    warm: () => void pdfjsModule.load().catch(() => {}),
    async open(url, headers) {
      const pdfjs = await pdfjsModule.load();
      // No stream of the whole file next to the ranges: only the bytes of the pages drawn are fetched.
      const task = pdfjs.getDocument({
        url,
        httpHeaders: headers,
        rangeChunkSize: RANGE_CHUNK_BYTES,
        disableAutoFetch: true,
        disableStream: true,
      });
      const doc = await task.promise;
      return {
        pageCount: doc.numPages,
        async pageSize(pageNumber) {
          const viewport = (await doc.getPage(pageNumber)).getViewport({ scale: 1 });
          return { width: viewport.width, height: viewport.height };
        },
        async pageText(pageNumber) {
          const content = await (await doc.getPage(pageNumber)).getTextContent();
          return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
        },
        async pageItems(pageNumber) {
          const page = await doc.getPage(pageNumber);
          const viewport = page.getViewport({ scale: 1 });
          const content = await page.getTextContent();
          return content.items.flatMap((item) => {
            if (!('str' in item) || item.str.trim() === '') return [];
            const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
            const size = Math.hypot(c, d) || item.height;
            // The transform puts the baseline; the run's top is a font size above it.
            const [, baseline = 0] = viewport.convertToViewportPoint(x, y) as number[];
            return [{ text: item.str, top: (baseline - size) / viewport.height, size }];
          });
        },
        renderPage: (pageNumber, targets, scale) => renderPage(pdfjs, doc, pageNumber, targets, scale),
        destroy: () => void task.destroy(),
      };
    },
  };
}
