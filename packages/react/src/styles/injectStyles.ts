import { shadowRootCss } from './shadowRootCss';

const STYLE_ATTRIBUTE = 'data-mg-style';

/** Constructed sheets by document and id, so every shadow root of a page shares one sheet per stylesheet. */
const sheets = new WeakMap<Document, Map<string, { css: string; sheet: CSSStyleSheet }>>();

function adoptsSheets(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView;
  return 'adoptedStyleSheets' in root && typeof view?.CSSStyleSheet?.prototype.replaceSync === 'function';
}

function sharedSheet(document: Document, id: string, css: string): CSSStyleSheet {
  let byId = sheets.get(document);
  if (!byId) sheets.set(document, (byId = new Map()));
  const known = byId.get(id);
  if (known?.css === css) return known.sheet;
  // The sheet must come from the document's own window (a sheet of another realm cannot be adopted).
  const sheet = new document.defaultView!.CSSStyleSheet();
  sheet.replaceSync(css);
  byId.set(id, { css, sheet });
  return sheet;
}

/**
 * Puts `css` into the root that holds `node` — the document head, or the shadow root the node lives in —
 * once per `id`, so components style themselves wherever they are mounted and never leak into the host page.
 * A shadow root adopts a constructed stylesheet where the browser has them (one parsed sheet shared by every
 * element of the page), else gets a `<style>`; there `rem` lengths follow `--mg-rem` (see `shadowRootCss`).
 */
export function injectStyles(node: Node, id: string, css: string): void {
  const root = node.getRootNode();
  const isShadowRoot = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot;
  if (isShadowRoot && adoptsSheets(root)) {
    const sheet = sharedSheet(root.ownerDocument, id, shadowRootCss(css));
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const container: ParentNode | null = isShadowRoot ? root : (node.ownerDocument?.head ?? null);
  if (!container) return;
  if (container.querySelector(`style[${STYLE_ATTRIBUTE}="${id}"]`)) return;
  const style = (node.ownerDocument ?? document).createElement('style');
  style.setAttribute(STYLE_ATTRIBUTE, id);
  style.textContent = isShadowRoot ? shadowRootCss(css) : css;
  container.appendChild(style);
}
