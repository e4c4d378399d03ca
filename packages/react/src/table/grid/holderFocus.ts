import type { Tabulator } from 'tabulator-tables';

/**
 * Makes Tabulator's focus of its scroll holder never scroll. Its range module focuses the holder on every cell
 * click and every data load without `preventScroll`, so a browser scrolls the pane around the grid until the
 * holder's top edge is in view: in a scrolled questions pane the rows jumped by the header's height between the
 * two clicks of a double click, which then edited the row below. The clicked cell is in view already, and a
 * keyboard move scrolls through Tabulator's own `scrollToRow`.
 *
 * @example
 * focusHolderWithoutScrolling(new Tabulator(element, options));
 */
export function focusHolderWithoutScrolling(table: Tabulator): void {
  // The holder exists from the constructor on (its row manager's element); the option types do not list it.
  const holder = (table as unknown as { rowManager?: { element?: HTMLElement } }).rowManager?.element;
  if (!holder) return;
  const focus = holder.focus.bind(holder);
  holder.focus = (options?: FocusOptions) => focus({ ...options, preventScroll: true });
}

/** The focused element inside `node`'s root: the document's, or the shadow root's when the grid is in one. */
function focusedElementAround(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * Lets Tabulator focus the grid's first cell when it loads data only while the user works in the grid. Its range
 * module focuses that cell on every load (the first build included), which took the page's focus from wherever
 * the user was, a settings tab or a text answer, whenever a grid built late on a slow page. Working in the grid
 * (its cells, its editors, its popups) keeps the old behaviour: a reload after an edit leaves the keyboard in the
 * grid. A read-only grid never takes the focus on load.
 *
 * @example
 * focusOnLoadWhileWorkedIn(table, element, popupContainer, () => view.editable);
 */
export function focusOnLoadWhileWorkedIn(
  table: Tabulator,
  element: HTMLElement,
  popupContainer: HTMLElement,
  editable: () => boolean,
): void {
  // The range module reads the option at each load (`this.options(name)` reads `table.options`), so a getter
  // decides at that moment.
  Object.defineProperty(table.options, 'selectableRangeAutoFocus', {
    configurable: true,
    enumerable: true,
    get: () => {
      if (!editable()) return false;
      const focused = focusedElementAround(element);
      return focused !== null && (element.contains(focused) || popupContainer.contains(focused));
    },
  });
}
