import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// One parser with GitHub-flavoured markdown; line breaks inside paragraphs are kept, as annotators expect.
const parser = new Marked({ gfm: true, breaks: true, async: false });

/**
 * Markdown to sanitised HTML: parsed with marked, then cleaned with DOMPurify (no scripts, event handlers,
 * iframes or `javascript:` links survive).
 *
 * @example
 * renderMarkdown('**bold** <img src=x onerror=alert(1)>'); // '<p><strong>bold</strong> <img src="x"></p>\n'
 */
export function renderMarkdown(markdown: string): string {
  const html = parser.parse(markdown) as string;
  return DOMPurify.sanitize(html);
}
