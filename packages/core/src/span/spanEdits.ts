import type { SpanAnswerItem } from '../model/AnswerValue';
import type { SpanRange } from './spanSelection';

/** Whether two spans share at least one character. */
export function spansOverlap(a: SpanRange, b: SpanRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether two spans are the same: same offsets and label. */
export function sameSpan(a: SpanAnswerItem, b: SpanAnswerItem): boolean {
  return a.start === b.start && a.end === b.end && a.label === b.label;
}

/**
 * Spans in reading order: by start, then the longer first, then by label.
 *
 * @example
 * sortSpans([{ label: 'B', start: 5, end: 6 }, { label: 'A', start: 0, end: 3 }]); // A first
 */
export function sortSpans(spans: readonly SpanAnswerItem[]): SpanAnswerItem[] {
  return [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.label.localeCompare(b.label));
}

/**
 * Adds a span. Where overlapping is not allowed, the spans it overlaps are replaced by it; where it is, they
 * stay and stack. Adding a span that already exists changes nothing.
 *
 * @example
 * addSpan([{ label: 'ORG', start: 0, end: 9 }], { label: 'LOC', start: 4, end: 9 }, { allowOverlapping: false });
 * // [{ label: 'LOC', start: 4, end: 9 }]
 */
export function addSpan(
  spans: readonly SpanAnswerItem[],
  span: SpanAnswerItem,
  { allowOverlapping }: { allowOverlapping: boolean },
): SpanAnswerItem[] {
  if (spans.some((existing) => sameSpan(existing, span))) return sortSpans(spans);
  const kept = allowOverlapping ? spans : spans.filter((existing) => !spansOverlap(existing, span));
  return sortSpans([...kept, span]);
}

/**
 * Removes a span.
 *
 * @example
 * removeSpan(spans, spans[0]);
 */
export function removeSpan(spans: readonly SpanAnswerItem[], span: SpanAnswerItem): SpanAnswerItem[] {
  return spans.filter((existing) => !sameSpan(existing, span));
}

/**
 * Gives a span another label; if an identical span with that label exists, the two become one.
 *
 * @example
 * relabelSpan(spans, spans[0], 'PERSON');
 */
export function relabelSpan(
  spans: readonly SpanAnswerItem[],
  span: SpanAnswerItem,
  label: string,
): SpanAnswerItem[] {
  const others = removeSpan(spans, span);
  const relabelled = { ...span, label };
  return others.some((existing) => sameSpan(existing, relabelled))
    ? sortSpans(others)
    : sortSpans([...others, relabelled]);
}

/**
 * Makes stored or suggested spans fit the text: offsets non-negative and clipped to its length; spans left
 * empty are dropped.
 *
 * @example
 * clipSpans([{ label: 'A', start: -2, end: 50 }], 10); // [{ label: 'A', start: 0, end: 10 }]
 */
export function clipSpans(spans: readonly SpanAnswerItem[], textLength: number): SpanAnswerItem[] {
  return sortSpans(
    spans
      .map((span) => ({
        ...span,
        start: Math.min(Math.max(0, span.start), textLength),
        end: Math.min(Math.max(0, span.end), textLength),
      }))
      .filter((span) => span.end > span.start),
  );
}

/**
 * The spans covering a character offset, innermost (shortest) first.
 *
 * @example
 * spansAt(spans, 12);
 */
export function spansAt(spans: readonly SpanAnswerItem[], offset: number): SpanAnswerItem[] {
  return spans
    .filter((span) => span.start <= offset && offset < span.end)
    .sort((a, b) => a.end - a.start - (b.end - b.start));
}

/**
 * Whether two span lists hold the same spans, in any order.
 *
 * @example
 * sameSpans(a, b);
 */
export function sameSpans(a: readonly SpanAnswerItem[], b: readonly SpanAnswerItem[]): boolean {
  if (a.length !== b.length) return false;
  const left = sortSpans(a);
  const right = sortSpans(b);
  return left.every((span, index) => sameSpan(span, right[index]!));
}
