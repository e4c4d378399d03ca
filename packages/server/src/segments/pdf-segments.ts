import type { SegmentType } from '@marginalia/core';
import type { TextLine } from './pdf-text-lines';

/** A section of a document as computed from its layout, with its text (for the model fill-in). */
export interface ComputedSegment {
  header: string | null;
  /** Heading level (1 = the largest size); null for text before the first heading and for captions. */
  level: number | null;
  page_number: number | null;
  type: SegmentType;
  text: string;
}

/** A heading is at least this much larger than the body text, or bold at the body size. */
const HEADING_SIZE_RATIO = 1.15;
/** Longer lines are text even when large or bold (a bold sentence, a pull quote). */
const MAX_HEADING_CHARS = 200;
const MAX_BOLD_HEADING_CHARS = 120;
/** Headers (captions included) are cut to this many characters. */
const MAX_HEADER_CHARS = 200;

const TABLE_CAPTION = /^(table|tab\.)\s*([A-Z]?\d+|[IVXL]+)\b/i;
const FIGURE_CAPTION = /^(figure|fig\.)\s*([A-Z]?\d+|[IVXL]+)\b/i;
const LETTER = /\p{L}/u;

/** The size most of the text is set in: the mode of line sizes, weighted by characters. */
export function bodyTextSize(lines: readonly TextLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, weight] of weights)
    if (weight > bestWeight || (weight === bestWeight && size < best)) [best, bestWeight] = [size, weight];
  return best;
}

/** What a caption line introduces, or null. */
export function captionType(text: string): SegmentType | null {
  if (TABLE_CAPTION.test(text)) return 'table';
  if (FIGURE_CAPTION.test(text)) return 'figure';
  return null;
}

function cut(text: string): string {
  return text.length > MAX_HEADER_CHARS ? `${text.slice(0, MAX_HEADER_CHARS - 1).trimEnd()}…` : text;
}

/** The heading rules, fixed for one document once its body size is known. */
interface HeadingRules {
  body: number;
  /** Distinct heading sizes, largest first: a size's place is its level. */
  sizes: number[];
}

function headingRules(lines: readonly TextLine[]): HeadingRules {
  const body = bodyTextSize(lines);
  const sizes = [...new Set(lines.map((l) => Math.round(l.size * 2) / 2))]
    .filter((size) => size >= body * HEADING_SIZE_RATIO)
    .sort((a, b) => b - a);
  return { body, sizes };
}

/** The level of a heading line, or null when the line is text. */
function headingLevel(line: TextLine, rules: HeadingRules): number | null {
  if (!LETTER.test(line.text) || line.text.length > MAX_HEADING_CHARS) return null;
  const size = Math.round(line.size * 2) / 2;
  if (size >= rules.body * HEADING_SIZE_RATIO) return rules.sizes.indexOf(size) + 1;
  if (line.bold && size >= rules.body * 0.95 && line.text.length <= MAX_BOLD_HEADING_CHARS)
    return rules.sizes.length + 1;
  return null;
}

/** Two lines are one wrapped heading: same page, size and weight, one line height apart. */
function continuesHeading(previous: TextLine, line: TextLine): boolean {
  return (
    previous.page === line.page &&
    previous.size === line.size &&
    previous.bold === line.bold &&
    Math.abs(previous.y - line.y) <= line.size * 1.6
  );
}

/**
 * A caption's paragraph, and the cells of its table, continue on the lines right below it that are set in
 * the caption's size or smaller than the body text.
 */
function continuesCaption(previous: TextLine, line: TextLine, captionSize: number, body: number): boolean {
  const gap = previous.y - line.y;
  return (
    previous.page === line.page &&
    (Math.abs(captionSize - line.size) < 0.5 || line.size < body * 0.97) &&
    gap > 0 &&
    gap <= line.size * 2.5
  );
}

function appendText(segment: ComputedSegment, text: string): void {
  segment.text = segment.text === '' ? text : `${segment.text}\n${text}`;
}

/**
 * A document's sections from its text lines: headings are runs of lines larger than the body text (the
 * larger, the higher) or bold at the body size; tables and figures are found by their captions ("Table 2.",
 * "Fig. 3"). Text before the first heading is a section without header. Each section keeps its text; a
 * caption keeps its own paragraph, and the text after it goes back to the section it interrupts.
 */
export function segmentsFromLines(lines: readonly TextLine[]): ComputedSegment[] {
  const rules = headingRules(lines);
  const segments: ComputedSegment[] = [];
  let section: ComputedSegment | null = null;
  let caption: ComputedSegment | null = null;
  let captionSize = 0;
  let previous: TextLine | null = null;
  let previousWasHeading = false;

  for (const line of lines) {
    const kind = captionType(line.text);
    const level = kind ? null : headingLevel(line, rules);
    if (
      caption &&
      !kind &&
      level === null &&
      previous &&
      continuesCaption(previous, line, captionSize, rules.body)
    ) {
      appendText(caption, line.text);
    } else if (kind) {
      caption = { header: cut(line.text), level: null, page_number: line.page, type: kind, text: line.text };
      captionSize = line.size;
      segments.push(caption);
    } else if (level !== null) {
      caption = null;
      if (previousWasHeading && section && previous && continuesHeading(previous, line)) {
        section.header = cut(`${section.header ?? ''} ${line.text}`.trim());
        appendText(section, line.text);
      } else {
        section = { header: cut(line.text), level, page_number: line.page, type: 'text', text: line.text };
        segments.push(section);
      }
    } else {
      caption = null;
      // A page number or a rule before any heading is no section.
      if (!section && !LETTER.test(line.text)) continue;
      if (!section) {
        section = { header: null, level: null, page_number: line.page, type: 'text', text: '' };
        segments.push(section);
      }
      appendText(section, line.text);
    }
    previousWasHeading = level !== null;
    previous = line;
  }
  return segments;
}
