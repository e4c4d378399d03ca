import { lazyModule } from '../lazy/lazyModule';

/** What the viewer uses of pdf.js, loaded on demand in its own chunk. */
export type Pdfjs = typeof import('pdfjs-dist');

/** pdf.js's worker, bundled by the host's bundler from `new URL(…, import.meta.url)` (Vite, webpack 5, esbuild). */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
  } catch {
    // A script served from another origin than the page (an embed) may not start a worker.
    return null;
  }
}

/**
 * pdf.js with its worker, loaded once, on the first document shown: the parser runs off the main thread, and a
 * page that never shows a document never downloads either. Where no worker can start, pdf.js runs its worker
 * code on the main thread (loaded here, so pdf.js never fetches it from a guessed address).
 */
export const pdfjsModule = lazyModule<Pdfjs>(async () => {
  const pdfjs = await import('pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerPort) {
    const worker = startWorker();
    if (worker) pdfjs.GlobalWorkerOptions.workerPort = worker;
    // @ts-expect-error pdf.js ships no types for its worker script, imported for its effect only.
    else await import('pdfjs-dist/build/pdf.worker.min.mjs');
  }
  return pdfjs;
});
