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
