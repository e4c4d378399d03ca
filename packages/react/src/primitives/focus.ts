const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

/**
 * The element that has the focus in the root holding `node`: a shadow root's own `activeElement` (the document's
 * is only the host there).
 *
 * @example
 * const focused = activeElementOf(panel);
 */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Partial<DocumentOrShadowRoot>;
  return root.activeElement ?? null;
}

/** Whether the focus is on `container` or inside it. */
export function holdsFocus(container: Element | null): boolean {
  if (!container) return false;
  const active = activeElementOf(container);
  return active !== null && container.contains(active);
}

/**
 * The elements inside `container` that Tab reaches, in document order.
 *
 * @example
 * tabbablesIn(dialog)[0]?.focus();
 */
export function tabbablesIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}
