import type { SpanRange } from './spanSelection';

/** Line height of a span field (spec 1 §9). */
export const SPAN_LINE_HEIGHT_PX = 32;
/** Line height when overlapping spans are allowed. */
export const SPAN_OVERLAP_LINE_HEIGHT_PX = 48;
/** Extra height per overlap level above 2. */
export const SPAN_LEVEL_GAP_PX = 16;
/** Levels that fit in the base line height. */
const LEVELS_IN_LINE = 2;

/**
 * The stacking level of each span (0 = nearest the text), in the order given: overlapping spans never share a
 * level, and each span takes the lowest free one, longer spans first among those starting together.
 *
 * @example
 * spanLevels([{ start: 0, end: 10 }, { start: 2, end: 4 }, { start: 12, end: 14 }]); // [0, 1, 0]
 */
export function spanLevels(spans: readonly SpanRange[]): number[] {
  const order = spans
    .map((span, index) => ({ span, index }))
    .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const levelEnds: number[] = [];
  const levels = new Array<number>(spans.length).fill(0);
  for (const { span, index } of order) {
    let level = levelEnds.findIndex((end) => end <= span.start);
    if (level === -1) level = levelEnds.length;
    levelEnds[level] = span.end;
    levels[index] = level;
  }
  return levels;
}

/**
 * Line height of the span field: 32 px, 48 px where overlapping is allowed, plus 16 px per level above 2.
 *
 * @example
 * spanLineHeight(true, 4); // 80
 */
export function spanLineHeight(allowOverlapping: boolean, levelCount: number): number {
  const base = allowOverlapping ? SPAN_OVERLAP_LINE_HEIGHT_PX : SPAN_LINE_HEIGHT_PX;
  return base + Math.max(0, levelCount - LEVELS_IN_LINE) * SPAN_LEVEL_GAP_PX;
}
