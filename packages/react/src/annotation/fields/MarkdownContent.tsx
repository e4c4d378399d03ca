import { useMemo, useRef } from 'react';
import { useLazyModule } from '../../lazy/useLazyModule';
import { markdownRenderer } from './markdownRenderer';
import { useSearchHighlights } from './useSearchHighlights';

export interface MarkdownContentProps {
  markdown: string;
  searchText?: string;
  className?: string;
}

/**
 * Markdown rendered with marked and sanitised with DOMPurify, with the search words highlighted. Until the
 * parser's chunk has loaded (it loads on demand), the source shows as plain text with its line breaks.
 *
 * @example
 * <MarkdownContent markdown={guidelines} />
 */
export function MarkdownContent({ markdown, searchText, className = '' }: MarkdownContentProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const render = useLazyModule(markdownRenderer);
  const html = useMemo(() => (render ? render(markdown) : null), [render, markdown]);
  useSearchHighlights(ref, searchText, html ?? markdown);
  const classes = `mg-markdown ${className}`.trim();
  if (html === null) {
    return (
      <div key="source" ref={ref} className={`${classes} mg-markdown--source`}>
        {markdown}
      </div>
    );
  }
  return <div key="html" ref={ref} className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
