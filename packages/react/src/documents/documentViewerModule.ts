import { lazyModule } from '../lazy/lazyModule';

/** The document viewer in its own chunk (pdf.js in another): pages without documents load neither. */
export const documentViewerModule = lazyModule(() => import('./DocumentViewer').then((module) => module.DocumentViewer));

// Imported, not bundled in: the page that warms the viewer must not carry pdf.js's loader in its first load.
const pdfjsWarmup = lazyModule(() => import('./pdfjsModule').then((module) => module.pdfjsModule.load()));

/**
 * Starts loading the viewer's chunk and pdf.js with its worker side by side, as soon as a record names a
 * document: pdf.js no longer waits for the viewer's code and the document before it is even asked for.
 *
 * @example
 * if (recordDocument(record.metadata)) warmDocumentViewer();
 */
export function warmDocumentViewer(): void {
  void documentViewerModule.load().catch(() => {});
  void pdfjsWarmup.load().catch(() => {});
}
