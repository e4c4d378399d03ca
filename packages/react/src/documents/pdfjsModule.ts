import { lazyModule } from '../lazy/lazyModule';

/** What the viewer uses of pdf.js, loaded on demand in its own chunk. */
export type Pdfjs = typeof import('pdfjs-dist');

/**
 * pdf.js with its worker, loaded once, on the first document shown: the parser runs off the main thread, and a
 * page that never shows a document never downloads either. The worker is bundled by the host's bundler from the
 * `new URL(…, import.meta.url)` below (Vite, webpack 5 and esbuild understand it).
 */
export const pdfjsModule = lazyModule<Pdfjs>(async () => {
  const pdfjs = await import('pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerPort && typeof Worker !== 'undefined') {
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(
      new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url),
      { type: 'module' },
    );
  }
  return pdfjs;
});
