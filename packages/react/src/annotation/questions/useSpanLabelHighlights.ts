import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SpanAnswerItem } from '@marginalia/core';
import { spanTextRange } from './spanTextChunks';
import { spanKey } from './useSpanPositions';

/** What is painted: each span's range under its label's highlight, for one text, prefix and label order. */
interface Painted {
  container: HTMLElement;
  text: string;
  prefix: string;
  labelIndex: ReadonlyMap<string, number>;
  /** The registry painted in (taken once: the cleanup runs even where the page has lost it). */
  registry: HighlightRegistry;
  /** Each span's highlight name and range, by `spanKey`. */
  spans: Map<string, { name: string; range: Range }>;
}

/** Takes every painted range out of the registry. */
function unpaint(painted: Painted | null): void {
  if (!painted) return;
  const { registry } = painted;
  const names = new Set([...painted.spans.values()].map((entry) => entry.name));
  for (const name of names) registry.delete(name);
  painted.spans.clear();
}

/**
 * Paints a span field's spans with one CSS highlight per label (`<prefix>-<label index>`). While the text, the
 * prefix and the labels stay, only the spans that came or went change their highlight: adding a span to a long
 * text builds one range, not one per span.
 */
export function useSpanLabelHighlights(
  textRef: RefObject<HTMLDivElement | null>,
  options: { supported: boolean; text: string; spans: readonly SpanAnswerItem[]; prefix: string; labelIndex: ReadonlyMap<string, number> },
): void {
  const { supported, text, spans, prefix, labelIndex } = options;
  const painted = useRef<Painted | null>(null);

  useLayoutEffect(() => {
    const container = textRef.current;
    let current = painted.current;
    const same =
      supported &&
      current?.container === container &&
      current.text === text &&
      current.prefix === prefix &&
      current.labelIndex === labelIndex;
    if (!same) {
      unpaint(current);
      current = painted.current = null;
    }
    if (!supported || !container) return;
    current ??= painted.current = { container, text, prefix, labelIndex, registry: CSS.highlights, spans: new Map() };
    const { registry } = current;
    const wanted = new Map(spans.map((span) => [spanKey(span), span]));
    for (const [key, { name, range }] of current.spans) {
      if (wanted.has(key)) continue;
      const highlight = registry.get(name);
      highlight?.delete(range);
      if (highlight?.size === 0) registry.delete(name);
      current.spans.delete(key);
    }
    // New ranges by highlight: a label's first ranges make its highlight in one go.
    const added = new Map<string, Range[]>();
    for (const [key, span] of wanted) {
      if (current.spans.has(key)) continue;
      const range = spanTextRange(container, span.start, span.end);
      if (!range) continue;
      const name = `${prefix}-${labelIndex.get(span.label) ?? 'other'}`;
      const ranges = added.get(name);
      if (ranges) ranges.push(range);
      else added.set(name, [range]);
      current.spans.set(key, { name, range });
    }
    for (const [name, ranges] of added) {
      const highlight = registry.get(name);
      if (highlight) ranges.forEach((range) => highlight.add(range));
      else registry.set(name, new Highlight(...ranges));
    }
  }, [textRef, supported, spans, prefix, labelIndex, text]);

  useLayoutEffect(() => () => unpaint(painted.current), []);
}
