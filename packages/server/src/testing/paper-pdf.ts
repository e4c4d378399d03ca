import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * Generated papers for tests, the benchmark and the demo: real PDFs laid out like a journal article (a large
 * title, bold section and subsection headings, body paragraphs, captioned tables and figures), made with
 * pdf-lib so no copyrighted paper is ever needed.
 */

/** A table of a paper: its caption and rows of cells (the first row is the header). */
export interface PaperTable {
  caption: string;
  rows: string[][];
}

/** A block of a section: a paragraph, a subsection heading, a table or a figure (a captioned box). */
export type PaperBlock =
  { paragraph: string } | { subheading: string } | { table: PaperTable } | { figure: string };

export interface PaperSection {
  heading: string;
  blocks: PaperBlock[];
}

export interface PaperSpec {
  title: string;
  authors: string;
  sections: PaperSection[];
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const SIZES = { title: 18, heading: 13, subheading: 10, body: 10, caption: 9, table: 8.5 } as const;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lays out blocks top to bottom, adding pages as they fill. */
class Typesetter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    const page = this.document.addPage([PAGE.width, PAGE.height]);
    const number = String(this.document.getPageCount());
    page.drawText(number, { x: PAGE.width / 2, y: 30, size: 8, font: this.fonts.regular });
    return page;
  }

  private room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, font: PDFFont, size: number, gapBefore = 0): void {
    this.y -= gapBefore;
    for (const line of this.wrap(text, font, size, PAGE.width - 2 * PAGE.margin)) {
      this.room(size * 1.35);
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font });
    }
  }

  table({ caption, rows }: PaperTable): void {
    const rowHeight = SIZES.table * 1.6;
    this.room(SIZES.caption * 2.7 + rowHeight * Math.min(rows.length, 4));
    this.text(caption, this.fonts.regular, SIZES.caption, 6);
    const columns = Math.max(...rows.map((r) => r.length));
    const width = (PAGE.width - 2 * PAGE.margin) / columns;
    rows.forEach((row, index) => {
      this.room(rowHeight);
      this.y -= rowHeight;
      row.forEach((cell, column) =>
        this.page.drawText(cell, {
          x: PAGE.margin + column * width,
          y: this.y,
          size: SIZES.table,
          font: index === 0 ? this.fonts.bold : this.fonts.regular,
        }),
      );
    });
    this.y -= 6;
  }

  figure(caption: string): void {
    const height = 120;
    this.room(height + SIZES.caption * 3);
    this.y -= height + 6;
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y,
      width: PAGE.width - 2 * PAGE.margin,
      height,
      borderColor: rgb(0.4, 0.4, 0.4),
      color: rgb(0.93, 0.95, 0.97),
    });
    this.text(caption, this.fonts.regular, SIZES.caption, 2);
  }
}

/**
 * The bytes of a PDF of `spec`. Dates are fixed so the same spec always gives the same bytes.
 *
 * @example
 * const pdf = await paperPdf({ title: 'A trial', authors: 'A. Author', sections: [] });
 */
export async function paperPdf(spec: PaperSpec): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fixedDate = new Date('2024-01-01T00:00:00Z');
  document.setTitle(spec.title);
  document.setAuthor(spec.authors);
  document.setProducer('Marginalia demo papers');
  document.setCreator('Marginalia demo papers');
  document.setCreationDate(fixedDate);
  document.setModificationDate(fixedDate);
  const fonts = {
    regular: await document.embedFont(StandardFonts.TimesRoman),
    bold: await document.embedFont(StandardFonts.TimesRomanBold),
  };
  const typesetter = new Typesetter(document, fonts);
  typesetter.text(spec.title, fonts.bold, SIZES.title);
  typesetter.text(spec.authors, fonts.regular, SIZES.body, 4);
  for (const section of spec.sections) {
    typesetter.text(section.heading, fonts.bold, SIZES.heading, 14);
    for (const block of section.blocks) {
      if ('paragraph' in block) typesetter.text(block.paragraph, fonts.regular, SIZES.body, 4);
      else if ('subheading' in block) typesetter.text(block.subheading, fonts.bold, SIZES.subheading, 8);
      else if ('table' in block) typesetter.table(block.table);
      else typesetter.figure(block.figure);
    }
  }
  return document.save({ useObjectStreams: false });
}

const FILLER =
  'Participants were followed at every scheduled visit and outcomes were recorded by assessors who did not ' +
  'know the allocation. Missing values were handled by multiple imputation under a missing-at-random ' +
  'assumption, and sensitivity analyses repeated the primary comparison in the per-protocol population.';

/**
 * A long paper for the benchmark: about `pages` pages of sections, subsections, tables and figures.
 */
export function longPaperSpec(pages: number): PaperSpec {
  const sections: PaperSection[] = [];
  // One section of this shape fills about 1.65 pages.
  for (let index = 1; sections.length * 1.65 < pages; index += 1) {
    const paragraphs = Array.from({ length: 8 }, () => ({ paragraph: `${FILLER} ${FILLER}` }));
    sections.push({
      heading: `${index}. Section ${index}`,
      blocks: [
        ...paragraphs.slice(0, 4),
        { subheading: `${index}.1 Outcomes of part ${index}` },
        {
          table: {
            caption: `Table ${index}. Outcomes of part ${index} by arm`,
            rows: [
              ['Outcome', 'Arm', 'n', 'Mean', '95% CI'],
              ['HbA1c change', 'drug', '120', '-0.8', '-1.0 to -0.6'],
              ['HbA1c change', 'placebo', '118', '-0.1', '-0.3 to 0.1'],
            ],
          },
        },
        ...paragraphs.slice(4),
        { figure: `Figure ${index}. Change from baseline over time in part ${index}.` },
        ...paragraphs.slice(0, 3),
      ],
    });
  }
  return { title: 'A long randomised trial report', authors: 'Benchmark Author', sections };
}
