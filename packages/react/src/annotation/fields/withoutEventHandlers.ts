import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Enough for every known mutation vector (each needs one more parse); DOMPurify still guards the rest. */
const MAX_PASSES = 4;

const isElement = (node: DefaultTreeAdapterMap['childNode']): node is Element => 'attrs' in node;

function strip(parent: ParentNode): void {
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    child.attrs = child.attrs.filter((attribute) => !/^on/i.test(attribute.name));
    strip(child);
    if ('content' in child) strip((child as DefaultTreeAdapterMap['template']).content);
  }
}

/**
 * The HTML without any event-handler attribute (`on…`), cut out of a spec-compliant parse (parse5) that builds
 * the very tree a browser would, so `<svg><style>` tricks and other mutation vectors are seen as the browser
 * sees them. It runs before DOMPurify because Chromium checks the page's Content-Security-Policy as soon as a
 * handler attribute is parsed, even in DOMPurify's inert document: each one was reported as a blocked inline
 * script although it never ran. DOMPurify still does the sanitising; this only keeps handlers out of any DOM.
 *
 * @example
 * withoutEventHandlers('<img src=x onerror=alert(1)>'); // '<img src="x">'
 */
export function withoutEventHandlers(html: string): string {
  // Plain text (most values) has no tag to clean.
  if (!html.includes('<')) return html;
  // Serialising and parsing again can make new elements (mutation XSS: `<math><mtext><table><mglyph><style>`
  // turns raw text into markup on the second parse), so the cut repeats until the HTML parses to itself.
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const fragment = parseFragment(current);
    strip(fragment);
    const next = serialize(fragment);
    if (next === current) break;
    current = next;
  }
  return current;
}
