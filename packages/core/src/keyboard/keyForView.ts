import { keyEventTarget } from './keyTarget';

/** What the rule reads of a view's root (a DOM element fits; the core stays free of the DOM). */
export interface ViewRootLike {
  contains(other: unknown): boolean;
  getRootNode(): unknown;
  ownerDocument: { body?: unknown; documentElement?: unknown } | null;
}

/**
 * Whether a key event belongs to the view under `root`, so its shortcuts may act on it: the key was pressed on
 * something inside the view (shadow roots included), or nothing on the page has focus and the view is the page's
 * own (in the document itself, as in the app). A view embedded in a shadow root (a custom element) never takes
 * keys typed elsewhere on the host page: a page's input, or a second view beside it.
 *
 * @example
 * document.addEventListener('keydown', (event) => isKeyForView(event, root) && handle(event));
 */
export function isKeyForView(
  event: { target: unknown; composedPath?(): readonly unknown[] },
  root: ViewRootLike,
): boolean {
  const path = event.composedPath?.() ?? [];
  const target = keyEventTarget(event);
  if (path.includes(root) || root.contains(target)) return true;
  const page = root.ownerDocument;
  const nothingFocused =
    page !== null && (target === page || target === page.body || target === page.documentElement);
  return nothingFocused && root.getRootNode() === page;
}
