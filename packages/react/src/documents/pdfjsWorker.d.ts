// pdf.js's worker script: imported for its effect (it registers the worker's handler on globalThis).
declare module 'pdfjs-dist/build/pdf.worker.min.mjs';
