import { describe, expect, it } from 'vitest';
import { DEMO_PAPERS } from '../testing/demo-papers';
import { paperPdf } from '../testing/paper-pdf';
import { computeSegments } from './compute-segments';
import { bodyTextSize, captionType, segmentsFromLines } from './pdf-segments';
import { UnreadablePdfError, type TextLine } from './pdf-text-lines';

function line(text: string, options: Partial<TextLine> = {}): TextLine {
  return { text, page: 1, size: 10, bold: false, y: 700, ...options };
}

/** Lines stacked down a page, 14 points apart. */
function stack(lines: TextLine[]): TextLine[] {
  let y = 800;
  return lines.map((l) => ({ ...l, y: l.y === 700 ? (y -= 14) : l.y }));
}

describe('segmentsFromLines', () => {
  it('takes the size most text is set in as the body size', () => {
    expect(bodyTextSize([line('A long paragraph of body text here'), line('Big', { size: 18 })])).toBe(10);
  });

  it('finds headings by size (larger = higher level) and by weight at the body size', () => {
    const segments = segmentsFromLines(
      stack([
        line('A trial of something', { size: 18, bold: true }),
        line('Authors here and a long enough body line to set the body size'),
        line('1. Methods', { size: 13, bold: true }),
        line('We enrolled people and followed them for a long time in clinics.'),
        line('Outcomes', { bold: true }),
        line('The primary outcome was measured by masked assessors at each visit.'),
      ]),
    );
    expect(segments.map((s) => [s.header, s.level, s.type])).toEqual([
      ['A trial of something', 1, 'text'],
      ['1. Methods', 2, 'text'],
      ['Outcomes', 3, 'text'],
    ]);
    expect(segments[1]?.text).toBe(
      '1. Methods\nWe enrolled people and followed them for a long time in clinics.',
    );
  });

  it('joins a heading wrapped over two lines into one header', () => {
    const segments = segmentsFromLines(
      stack([
        line('A very long title that wraps', { size: 18, bold: true }),
        line('onto a second line', { size: 18, bold: true }),
        line('Body text that is long enough to be the body of this little document.'),
      ]),
    );
    expect(segments.map((s) => s.header)).toEqual(['A very long title that wraps onto a second line']);
  });

  it('finds tables and figures by their captions and keeps their paragraph, then returns to the section', () => {
    const segments = segmentsFromLines(
      stack([
        line('Results', { size: 13, bold: true }),
        line('Baseline characteristics were similar between the groups of the trial.'),
        line('Table 2. Outcomes by arm', { size: 9 }),
        line('Outcome Arm n Mean', { size: 8.5, bold: true }),
        line('FEV1 drug 120 2.1', { size: 8.5 }),
        line('The primary outcome favoured the drug over placebo at every time point.'),
        line('Fig. 3 Change over time', { size: 9, page: 2, y: 500 }),
      ]),
    );
    expect(segments.map((s) => [s.header, s.type, s.page_number])).toEqual([
      ['Results', 'text', 1],
      ['Table 2. Outcomes by arm', 'table', 1],
      ['Fig. 3 Change over time', 'figure', 2],
    ]);
    expect(segments[1]?.text).toBe('Table 2. Outcomes by arm\nOutcome Arm n Mean\nFEV1 drug 120 2.1');
    expect(segments[0]?.text).toContain('The primary outcome favoured the drug');
  });

  it('keeps text before the first heading as a section without header, but not a lone page number', () => {
    const segments = segmentsFromLines(
      stack([line('3'), line('Some running text before any heading in this document body.')]),
    );
    expect(segments).toEqual([
      {
        header: null,
        level: null,
        page_number: 1,
        type: 'text',
        text: 'Some running text before any heading in this document body.',
      },
    ]);
  });

  it('treats long bold or large lines as text, not headings', () => {
    const long = 'A bold sentence that goes on and on '.repeat(5);
    const segments = segmentsFromLines(
      stack([line('Body text of normal size for the document.'), line(long, { bold: true })]),
    );
    expect(segments).toHaveLength(1);
    expect(segments[0]?.header).toBeNull();
  });

  it('names captions', () => {
    expect(captionType('Table 1. Baseline')).toBe('table');
    expect(captionType('TABLE IV Results')).toBe('table');
    expect(captionType('Fig. 2 Flow')).toBe('figure');
    expect(captionType('Figure S1: Forest plot')).toBe('figure');
    expect(captionType('Tables were built')).toBeNull();
    expect(captionType('Figures show')).toBeNull();
  });
});

describe('computeSegments on a generated paper', () => {
  it('reads the sections, tables and figure of a demo paper with their pages', async () => {
    const paper = DEMO_PAPERS[0]!;
    const { pages, segments } = await computeSegments(await paperPdf(paper.spec));
    expect(pages).toBe(2);
    expect(segments.map((s) => [s.header, s.level, s.page_number, s.type])).toEqual([
      [paper.spec.title, 1, 1, 'text'],
      ['Abstract', 2, 1, 'text'],
      ['1. Introduction', 2, 1, 'text'],
      ['2. Methods', 2, 1, 'text'],
      ['Outcomes', 3, 1, 'text'],
      ['Statistical analysis', 3, 1, 'text'],
      ['3. Results', 2, 1, 'text'],
      ['Table 1. Baseline characteristics of the participants', null, 1, 'table'],
      ['Table 2. HbA1c change by arm at each time point', null, 1, 'table'],
      ['Figure 1. Mean change in HbA1c change from baseline by arm over 52 weeks.', null, 2, 'figure'],
      ['4. Discussion', 2, 2, 'text'],
      ['Limitations', 3, 2, 'text'],
      ['References', 2, 2, 'text'],
    ]);
    const table2 = segments.find((s) => s.header?.startsWith('Table 2'));
    expect(table2?.text).toContain('HbA1c change drug 197 -0.62 -0.75 to -0.49 52 weeks');
  });

  it('refuses bytes pdfjs cannot open', async () => {
    await expect(
      computeSegments(new TextEncoder().encode('%PDF-1.7\nnot really a pdf')),
    ).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
