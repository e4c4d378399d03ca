import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { withoutEventHandlers } from './withoutEventHandlers';

// One parser with GitHub-flavoured markdown; line breaks inside paragraphs are kept, as annotators expect.
const parser = new Marked({ gfm: true, breaks: true, async: false });

// Markdown's HTML brings no styles and takes no focus: no `<style>` (it would restyle the whole app or its shadow
// root), no `style` attribute (a `position: fixed` box covers the app's controls; `url(javascript:…)` asks the
// policy for a blocked load), no `autofocus` (each such input rendered steals the focus from the form and scrolls
// the page to itself, away from what the annotator was about to click). GitHub renders markdown the same way.
const SANITIZE = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style', 'autofocus'] };

/**
 * Markdown to sanitised HTML: parsed with marked, event-handler attributes cut out before any DOM sees them
 * (`withoutEventHandlers`), then cleaned with DOMPurify (no scripts, event handlers, iframes, `javascript:`
 * links, styles or `autofocus` survive).
 *
 * @example
 * renderMarkdown('**bold** <img src=x onerror=alert(1)>'); // '<p><strong>bold</strong> <img src="x"></p>\n'
 */
export function renderMarkdown(markdown: string): string {
  const html = parser.parse(markdown) as string;
  return DOMPurify.sanitize(withoutEventHandlers(html), SANITIZE);
}
