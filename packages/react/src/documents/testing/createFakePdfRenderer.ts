import type { OpenedPdf, PdfRenderer } from '../PdfRenderer';

/**
 * A PDF renderer for component tests and stories (jsdom has no canvas): pages of the given texts, drawn as
 * one text span each in the text layer, with a record of what was opened, drawn and released.
 */
export function createFakePdfRenderer(pages: readonly string[], options: { fail?: boolean } = {}) {
  const opened: string[] = [];
  const drawn: number[] = [];
  const cancelled: number[] = [];
  let destroyed = 0;
  const renderer: PdfRenderer = {
    async open(url) {
      opened.push(url);
      if (options.fail) throw new Error('Invalid PDF structure');
      const pdf: OpenedPdf = {
        pageCount: pages.length,
        pageSize: async () => ({ width: 600, height: 800 }),
        pageText: async (page) => pages[page - 1] ?? '',
        // One run per line, lines spread down the page; a line in capitals is set as a heading.
        pageItems: async (page) => {
          const lines = (pages[page - 1] ?? '').split('\n');
          return lines.map((text, i) => ({ text, top: i / lines.length, size: text === text.toUpperCase() ? 14 : 10 }));
        },
        renderPage(page, { textLayer }) {
          drawn.push(page);
          const span = textLayer.ownerDocument.createElement('span');
          span.textContent = pages[page - 1] ?? '';
          textLayer.replaceChildren(span);
          return { done: Promise.resolve(), cancel: () => cancelled.push(page) };
        },
        destroy: () => {
          destroyed += 1;
        },
      };
      return pdf;
    },
  };
  return { renderer, opened, drawn, cancelled, destroyedCount: () => destroyed };
}
