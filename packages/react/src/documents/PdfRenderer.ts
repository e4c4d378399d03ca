import type { PageTextItem } from '@marginalia/core';

/** The drawing targets of one page: a canvas for the picture and a container for the selectable text. */
export interface PageTargets {
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
}

/** A page being drawn; `cancel` stops it and frees what it holds (a page scrolled out of view). */
export interface PageRendering {
  /** The picture is on the canvas (the text layer may still be coming); `done` when not given. */
  painted?: Promise<void>;
  /** The picture and the text layer are drawn. */
  done: Promise<void>;
  cancel(): void;
}

/** An opened PDF. */
export interface OpenedPdf {
  pageCount: number;
  /** A page's size in CSS pixels at scale 1. */
  pageSize(page: number): Promise<{ width: number; height: number }>;
  /** A page's text, for search. */
  pageText(page: number): Promise<string>;
  /** A page's text runs with where they start and how large they are set: the outline finds headings in them. */
  pageItems(page: number): Promise<PageTextItem[]>;
  /** Draws a page at a scale: its picture on the canvas, its text (transparent, selectable) in the text layer. */
  renderPage(page: number, targets: PageTargets, scale: number): PageRendering;
  /** Releases the document (its worker-side state and cached pages). */
  destroy(): void;
}

/** Opens PDFs; the viewer uses pdf.js unless another renderer is injected (tests, other engines). */
export interface PdfRenderer {
  /** Starts loading what opening a PDF needs (code, worker) while the document is still being asked for. */
  warm?(): void;
  /** Opens the PDF at `url`, sending `headers` (credentials) with every request for its bytes. */
  open(url: string, headers?: Record<string, string>): Promise<OpenedPdf>;
}
