import { readPdfTextLines } from './pdf-text-lines';
import { segmentsFromLines, type ComputedSegment } from './pdf-segments';

/**
 * The sections of a PDF, from its text layout (see `segmentsFromLines`). Throws `UnreadablePdfError` when
 * pdfjs cannot open the bytes.
 */
export async function computeSegments(
  pdf: Uint8Array,
): Promise<{ pages: number; segments: ComputedSegment[] }> {
  const { pages, lines } = await readPdfTextLines(pdf);
  return { pages, segments: segmentsFromLines(lines) };
}
