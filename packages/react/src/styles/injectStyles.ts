const STYLE_ATTRIBUTE = 'data-mg-style';

/**
 * Puts `css` into the root that holds `node` — the document head, or the shadow root the node lives in —
 * once per `id`, so components style themselves wherever they are mounted and never leak into the host page.
 */
export function injectStyles(node: Node, id: string, css: string): void {
  const root = node.getRootNode();
  const isShadowRoot = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot;
  const container: ParentNode | null = isShadowRoot ? root : (node.ownerDocument?.head ?? null);
  if (!container) return;
  if (container.querySelector(`style[${STYLE_ATTRIBUTE}="${id}"]`)) return;
  const style = (node.ownerDocument ?? document).createElement('style');
  style.setAttribute(STYLE_ATTRIBUTE, id);
  style.textContent = css;
  container.appendChild(style);
}
