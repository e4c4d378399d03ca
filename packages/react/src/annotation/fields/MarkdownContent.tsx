import { useMemo, useRef } from 'react';
import { renderMarkdown } from './renderMarkdown';
import { useSearchHighlights } from './useSearchHighlights';

export interface MarkdownContentProps {
  markdown: string;
  searchText?: string;
  className?: string;
}

/**
 * Markdown rendered with marked and sanitised with DOMPurify, with the search words highlighted.
 *
 * @example
 * <MarkdownContent markdown={guidelines} />
 */
export function MarkdownContent({ markdown, searchText, className = '' }: MarkdownContentProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  useSearchHighlights(ref, searchText, html);
  return <div ref={ref} className={`mg-markdown ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
