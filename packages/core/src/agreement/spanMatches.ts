import type { SpanAnswerItem } from '../model/AnswerValue';
import type { PairScore } from './pairwiseAgreement';

/**
 * Span answers compared as F1 between two annotators: with A and B their spans (each distinct span once) and TP
 * the matched ones, F1 = 2·TP / (|A| + |B|), which needs no choice of which side is the reference. Exact matches
 * share start, end and label; overlapping matches share the label and at least one character
 * (max(start) < min(end)), each span matched at most once (the largest one-to-one matching).
 */

/** A span answer: its distinct spans. */
export type SpanSet = readonly SpanAnswerItem[];

function isSpan(item: unknown): item is SpanAnswerItem {
  if (typeof item !== 'object' || item === null) return false;
  const { label, start, end } = item as Partial<SpanAnswerItem>;
  return (
    typeof label === 'string' &&
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    (start as number) >= 0 &&
    (end as number) > (start as number)
  );
}

function spanKey(span: SpanAnswerItem): string {
  return `${span.start}:${span.end}:${span.label}`;
}

/**
 * A list of spans as a span answer, each distinct span once; anything else (not a list, a malformed span) is no
 * answer. An empty list is an answer: "nothing to mark".
 *
 * @example
 * readSpans([{ label: 'PER', start: 0, end: 4 }]); // [{ label: 'PER', start: 0, end: 4 }]
 */
export function readSpans(raw: unknown): SpanSet | undefined {
  if (!Array.isArray(raw) || !raw.every(isSpan)) return undefined;
  const distinct = new Map<string, SpanAnswerItem>();
  for (const span of raw)
    distinct.set(spanKey(span), { label: span.label, start: span.start, end: span.end });
  return [...distinct.values()];
}

/**
 * Exact matches of two span answers: `agreed` 2·TP of `compared` |A| + |B|.
 *
 * @example
 * exactSpanScore([{ label: 'PER', start: 0, end: 4 }], [{ label: 'PER', start: 0, end: 4 }]); // 2 of 2
 */
export function exactSpanScore(a: SpanSet, b: SpanSet): PairScore {
  const keys = new Set(a.map(spanKey));
  let matched = 0;
  for (const span of b) if (keys.has(spanKey(span))) matched += 1;
  return { agreed: 2 * matched, compared: a.length + b.length };
}

function overlaps(x: SpanAnswerItem, y: SpanAnswerItem): boolean {
  return x.label === y.label && Math.max(x.start, y.start) < Math.min(x.end, y.end);
}

/** Kuhn's augmenting path: can span `i` of A be matched, moving earlier matches if needed? */
function augment(i: number, edges: number[][], matchOfB: Int32Array, seen: Uint8Array): boolean {
  for (const j of edges[i] as number[]) {
    if (seen[j]) continue;
    seen[j] = 1;
    const current = matchOfB[j] as number;
    if (current < 0 || augment(current, edges, matchOfB, seen)) {
      matchOfB[j] = i;
      return true;
    }
  }
  return false;
}

/**
 * Overlapping matches of two span answers: the largest one-to-one matching of same-label overlapping spans,
 * `agreed` 2·TP of `compared` |A| + |B|.
 *
 * @example
 * overlapSpanScore([{ label: 'PER', start: 0, end: 4 }], [{ label: 'PER', start: 2, end: 9 }]); // 2 of 2
 */
export function overlapSpanScore(a: SpanSet, b: SpanSet): PairScore {
  const edges = a.map((x) => b.flatMap((y, j) => (overlaps(x, y) ? [j] : [])));
  const matchOfB = new Int32Array(b.length).fill(-1);
  let matched = 0;
  for (let i = 0; i < a.length; i++) {
    if ((edges[i] as number[]).length > 0 && augment(i, edges, matchOfB, new Uint8Array(b.length)))
      matched += 1;
  }
  return { agreed: 2 * matched, compared: a.length + b.length };
}
