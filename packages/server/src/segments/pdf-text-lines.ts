import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** One line of a PDF page's text as the layout shows it: its words, size, weight and place. */
export interface TextLine {
  text: string;
  /** 1-based page number. */
  page: number;
  /** Font size in points (the largest run of the line). */
  size: number;
  /** Every non-blank run of the line is set in a bold font. */
  bold: boolean;
  /** Baseline, in points from the page's bottom. */
  y: number;
}

/** A PDF pdfjs cannot open. */
export class UnreadablePdfError extends Error {}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;

/** pdfjs' legacy build (the one meant for Node), loaded on first use so a server that never reads a PDF skips it. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/** pdfjs' metrics of the 14 standard fonts, which PDFs may use without embedding them. */
function standardFontDataUrl(): string {
  const require = createRequire(import.meta.url);
  return `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
}

/** A line break: the baseline moved by more than a third of the size, or pdfjs marked the end of a line. */
function startsNewLine(line: TextLine | null, y: number, size: number): boolean {
  return line === null || Math.abs(line.y - y) > Math.max(line.size, size) / 3;
}

interface FontInfo {
  bold: boolean;
}

/** Whether a loaded font is bold, from its flags or its name (`Times-Bold`, `ABCDEF+Arial,Bold`, `…-Semibold`). */
function isBoldFont(font: unknown): boolean {
  if (typeof font !== 'object' || font === null) return false;
  const { bold, black, name } = font as { bold?: boolean; black?: boolean; name?: string };
  return Boolean(bold || black || (name && /bold|black|heavy|semibold|demi/i.test(name)));
}

function pageLines(items: readonly TextItem[], page: number, fonts: Map<string, FontInfo>): TextLine[] {
  const lines: TextLine[] = [];
  let line: TextLine | null = null;
  let boldChars = 0;
  let chars = 0;
  const close = () => {
    if (line && line.text.trim() !== '') {
      line.text = line.text.replace(/\s+/g, ' ').trim();
      line.bold = chars > 0 && boldChars === chars;
      lines.push(line);
    }
  };
  for (const item of items) {
    const [a, b, , , , y] = item.transform as number[];
    const size = Math.round(Math.hypot(a ?? 0, b ?? 0) * 10) / 10;
    const visible = item.str.trim();
    if (visible !== '' && startsNewLine(line, y ?? 0, size)) {
      close();
      line = { text: '', page, size, bold: false, y: y ?? 0 };
      boldChars = 0;
      chars = 0;
    }
    if (line === null) continue;
    line.text += item.str + (item.hasEOL ? ' ' : '');
    if (visible !== '') {
      line.size = Math.max(line.size, size);
      chars += visible.length;
      if (fonts.get(item.fontName)?.bold) boldChars += visible.length;
    }
  }
  close();
  return lines;
}

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** Opens a PDF with pdfjs (its cross-reference table and page tree); `UnreadablePdfError` when it cannot. */
async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  // pdfjs takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  const task = getDocument({
    data: data.slice(),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: standardFontDataUrl(),
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw new UnreadablePdfError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The number of pages of a PDF, read without reading its pages (milliseconds even for a long paper): the check
 * an upload answers with before its segments are computed. Throws `UnreadablePdfError`.
 */
export async function readPdfPageCount(data: Uint8Array): Promise<number> {
  const document = await openPdf(data);
  const pages = document.numPages;
  await document.destroy();
  return pages;
}

/**
 * The text lines of every page of a PDF, in content order, with the size and weight of their fonts. Weight
 * comes from the fonts pdfjs loads while reading a page's drawing operations (text content alone names only a
 * generic family); those are read only for pages that use a font not seen before.
 */
export async function readPdfTextLines(data: Uint8Array): Promise<{ pages: number; lines: TextLine[] }> {
  const document = await openPdf(data);
  try {
    const lines: TextLine[] = [];
    // Fonts are the document's (shared by its pages): each is looked up once, on the first page using it.
    const fonts = new Map<string, FontInfo>();
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const unknown = Object.keys(content.styles).filter((name) => !fonts.has(name));
      if (unknown.length > 0) {
        // pdfjs loads a page's fonts while reading its drawing operations.
        await page.getOperatorList();
        for (const name of unknown) {
          const font: unknown = page.commonObjs.has(name) ? page.commonObjs.get(name) : null;
          fonts.set(name, { bold: isBoldFont(font) });
        }
      }
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      lines.push(...pageLines(items, number, fonts));
      page.cleanup();
    }
    return { pages: document.numPages, lines };
  } finally {
    await document.destroy();
  }
}
