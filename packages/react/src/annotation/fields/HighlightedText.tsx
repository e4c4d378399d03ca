import { useLayoutEffect, useMemo, useRef } from 'react';
import { findWordMatches, highlightSegments, searchTerms } from '@marginalia/core';
import { SEARCH_HIGHLIGHT, addHighlightRanges, supportsCssHighlights, textRange } from './cssHighlights';

export interface HighlightedTextProps {
  text: string;
  /** The search text of the view: its words are highlighted where they occur as whole words. */
  searchText?: string;
  className?: string;
}

/**
 * Plain text with the search words highlighted: one text node and CSS highlight ranges where the browser has the
 * Custom Highlight API, `<mark>` elements otherwise.
 *
 * @example
 * <HighlightedText text={value} searchText="park" />
 */
export function HighlightedText({ text, searchText, className }: HighlightedTextProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const matches = useMemo(() => findWordMatches(text, searchTerms(searchText ?? '')), [text, searchText]);
  const painted = supportsCssHighlights();

  useLayoutEffect(() => {
    const node = ref.current?.firstChild;
    if (!painted || !(node instanceof Text) || matches.length === 0) return;
    return addHighlightRanges(
      SEARCH_HIGHLIGHT,
      matches.map((match) => textRange(node, match.start, match.end)),
    );
  }, [painted, matches]);

  if (painted || matches.length === 0) {
    return (
      <div ref={ref} className={className}>
        {text}
      </div>
    );
  }
  return (
    <div ref={ref} className={className}>
      {highlightSegments(text, matches).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="mg-search-mark">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </div>
  );
}
