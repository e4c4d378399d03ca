import { useEffect, useRef, type RefObject } from 'react';
import { createTabulatorGrid, type GridHandlers, type GridView, type TabulatorGrid } from './tabulatorGrid';

export interface TableGridProps {
  view: GridView;
  handlers: GridHandlers;
  height: number | string;
  /** Draws only the rows in view (default); off, every row is in the document. */
  virtual: boolean;
  label: string;
  /** Receives the grid once drawn (null when it goes), for 'Check data' to jump to a cell. */
  gridRef: RefObject<TabulatorGrid | null>;
  /** Where Tabulator's popups (tooltips, list editors) open: inside the component, so inside its shadow root. */
  popupContainer: RefObject<HTMLElement | null>;
}

/**
 * The Tabulator grid of a reference table. Tabulator is created once per mount and brought in step with every
 * new `view`; handlers are read through a ref so a new callback never rebuilds the grid.
 */
export function TableGrid({
  view,
  handlers,
  height,
  virtual,
  label,
  gridRef,
  popupContainer,
}: TableGridProps) {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef({ view, handlers });
  latest.current = { view, handlers };

  useEffect(() => {
    const host = element.current;
    const popups = popupContainer.current;
    if (!host || !popups) return;
    const stable: GridHandlers = {
      editCell: (...args) => latest.current.handlers.editCell(...args),
      paste: (...args) => latest.current.handlers.paste(...args),
      undo: () => latest.current.handlers.undo(),
      redo: () => latest.current.handlers.redo(),
      resizeColumn: (...args) => latest.current.handlers.resizeColumn(...args),
      openColumnMenu: (...args) => latest.current.handlers.openColumnMenu(...args),
      openRowMenu: (...args) => latest.current.handlers.openRowMenu(...args),
      openGroupMenu: (...args) => latest.current.handlers.openGroupMenu(...args),
      cellError: (...args) => latest.current.handlers.cellError(...args),
      get texts() {
        return latest.current.handlers.texts;
      },
    };
    const grid = createTabulatorGrid(host, popups, latest.current.view, stable, height, virtual);
    gridRef.current = grid;
    return () => {
      gridRef.current = null;
      grid.destroy();
    };
  }, [gridRef, popupContainer, height, virtual]);

  useEffect(() => {
    gridRef.current?.update(view);
  }, [gridRef, view]);

  return <div ref={element} className="mg-reference-table__grid" aria-label={label} role="group" />;
}
