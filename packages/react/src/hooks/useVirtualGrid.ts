import { useCallback, useEffect, useState } from 'react';

/** Options of {@link useVirtualGrid}. */
export interface VirtualGridOptions {
  count: number;
  /** Height of one row of cards, in px (cards have a fixed height). */
  rowHeight: number;
  /** Cards are at least this wide; the number of columns follows the width. */
  minColumnWidth: number;
  /** Gap between cards, in px. */
  gap: number;
  /** Rows rendered above and below the viewport. */
  overscanRows?: number;
}

/** The rendered window of a virtual grid. */
export interface VirtualGrid {
  /** Callback ref of the grid element. */
  ref(node: HTMLElement | null): void;
  columns: number;
  /** Index of the first and one past the last rendered item. */
  start: number;
  end: number;
  /** Padding that stands in for the rows above and below the window. */
  paddingTop: number;
  paddingBottom: number;
}

function windowOf(node: HTMLElement | null, options: VirtualGridOptions) {
  const { count, rowHeight, minColumnWidth, gap, overscanRows = 2 } = options;
  const width = node?.clientWidth ?? 0;
  const columns = Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)));
  const rows = Math.ceil(count / columns);
  const stride = rowHeight + gap;
  const view = node?.ownerDocument.defaultView;
  const viewportHeight = view?.innerHeight ?? 800;
  // How far the page has scrolled past the grid's top edge.
  const top = node ? -node.getBoundingClientRect().top : 0;
  const firstRow = Math.max(0, Math.floor(top / stride) - overscanRows);
  const lastRow = Math.min(rows, Math.ceil((top + viewportHeight) / stride) + overscanRows);
  return {
    columns,
    start: Math.min(count, firstRow * columns),
    end: Math.min(count, Math.max(firstRow, lastRow) * columns),
    paddingTop: firstRow * stride,
    paddingBottom: Math.max(0, (rows - Math.max(firstRow, lastRow)) * stride),
  };
}

const same = (a: ReturnType<typeof windowOf>, b: ReturnType<typeof windowOf>) =>
  a.columns === b.columns && a.start === b.start && a.end === b.end && a.paddingTop === b.paddingTop && a.paddingBottom === b.paddingBottom;

/**
 * Window virtualisation of a card grid that scrolls with the page: only the rows near the viewport are rendered,
 * so a list of 10,000 datasets costs what a screenful costs. Padding keeps the scroll height of the whole list.
 *
 * @example
 * const grid = useVirtualGrid({ count: items.length, rowHeight: 200, minColumnWidth: 280, gap: 16 });
 * <ul ref={grid.ref} style={{ paddingTop: grid.paddingTop }}>{items.slice(grid.start, grid.end).map(…)}</ul>
 */
export function useVirtualGrid(options: VirtualGridOptions): VirtualGrid {
  const { count, rowHeight, minColumnWidth, gap, overscanRows } = options;
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [grid, setGrid] = useState(() => windowOf(null, options));

  const measure = useCallback(() => {
    const next = windowOf(node, { count, rowHeight, minColumnWidth, gap, overscanRows });
    setGrid((current) => (same(current, next) ? current : next));
  }, [node, count, rowHeight, minColumnWidth, gap, overscanRows]);

  useEffect(() => {
    measure();
    const view = node?.ownerDocument.defaultView;
    if (!node || !view) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    view.addEventListener('scroll', schedule, { passive: true, capture: true });
    view.addEventListener('resize', schedule);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizeObserver?.observe(node);
    return () => {
      if (frame) view.cancelAnimationFrame(frame);
      view.removeEventListener('scroll', schedule, { capture: true });
      view.removeEventListener('resize', schedule);
      resizeObserver?.disconnect();
    };
  }, [node, measure]);

  return { ref: setNode, ...grid };
}
