import { vi } from 'vitest';

/** A stand-in for the browser's `Highlight`: a set of ranges. */
export class FakeHighlight extends Set<AbstractRange> {
  priority = 0;
  type = 'highlight';
  // Like the browser's, the constructor takes the ranges one by one.
  constructor(...ranges: AbstractRange[]) {
    super(ranges);
  }
}

/**
 * Gives jsdom the CSS Custom Highlight API (`CSS.highlights`, `Highlight`) for one test; returns the registry.
 * Call `vi.unstubAllGlobals()` afterwards.
 *
 * @example
 * const highlights = installFakeHighlights();
 * expect(highlights.get('mg-search')?.size).toBe(2);
 */
export function installFakeHighlights(): Map<string, FakeHighlight> {
  const registry = new Map<string, FakeHighlight>();
  vi.stubGlobal('Highlight', FakeHighlight);
  vi.stubGlobal('CSS', { ...(globalThis.CSS ?? {}), highlights: registry });
  return registry;
}

/** The texts a highlight covers, in document order. */
export function highlightedTexts(highlight: Set<AbstractRange> | undefined): string[] {
  return [...(highlight ?? [])].map((range) => (range as Range).toString());
}
