import type { SpanRange } from './spanSelection';

/** The spans (with their stacking levels) that start in one chunk of a span field's text. */
export interface SpanChunkGroup<S extends SpanRange = SpanRange> {
  /** Index of the chunk: the spans start in `[chunk * size, (chunk + 1) * size)`. */
  chunk: number;
  spans: readonly S[];
  levels: readonly number[];
}

/** A span as the groups compare it: its range and, for an answer's span, its label. */
type GroupedSpan = SpanRange & { label?: string };

const sameSpan = (a: GroupedSpan, b: GroupedSpan) =>
  a === b || (a.start === b.start && a.end === b.end && a.label === b.label);

const sameGroup = <S extends GroupedSpan>(a: SpanChunkGroup<S>, b: SpanChunkGroup<S>) =>
  a.chunk === b.chunk &&
  a.spans.length === b.spans.length &&
  a.spans.every((span, index) => sameSpan(span, b.spans[index]!) && a.levels[index] === b.levels[index]);

/**
 * The spans grouped by the chunk of `size` characters their start falls in, in the given order, each with its
 * level (`levels`, by index). A group equal to one of `previous` (same chunk, same spans, labels and levels) is
 * returned as that very object, so a view that draws a group per chunk redraws only the chunks an edit touched.
 *
 * @example
 * spanChunkGroups([{ start: 1, end: 3 }, { start: 12, end: 14 }], [0, 0], 10);
 * // [{ chunk: 0, spans: [{ start: 1, end: 3 }], levels: [0] }, { chunk: 1, spans: [{ start: 12, end: 14 }], levels: [0] }]
 */
export function spanChunkGroups<S extends GroupedSpan>(
  spans: readonly S[],
  levels: readonly number[],
  size: number,
  previous: readonly SpanChunkGroup<S>[] = [],
): SpanChunkGroup<S>[] {
  const byChunk = new Map<number, { chunk: number; spans: S[]; levels: number[] }>();
  spans.forEach((span, index) => {
    const chunk = Math.floor(Math.max(0, span.start) / size);
    const group = byChunk.get(chunk) ?? { chunk, spans: [], levels: [] };
    if (group.spans.length === 0) byChunk.set(chunk, group);
    group.spans.push(span);
    group.levels.push(levels[index] ?? 0);
  });
  const kept = new Map(previous.map((group) => [group.chunk, group]));
  return [...byChunk.values()].map((group) => {
    const old = kept.get(group.chunk);
    return old && sameGroup(old, group) ? old : group;
  });
}
