import { useMemo, useRef, type RefObject } from 'react';
import {
  gridLayoutMode,
  selectCellError,
  selectColumnOptions,
  type ColumnView,
  type ReferenceTableSession,
  type TableLayoutState,
  type TableState,
} from '@marginalia/core';
import { translateMessage, type Translate } from '../hooks/useT';
import type { OpenMenu } from './ReferenceTableDialogs';
import { TableGrid } from './TableGrid';
import type { GridHandlers, GridView, TabulatorGrid } from './tabulatorGrid';

export interface ReferenceTableGridProps {
  session: ReferenceTableSession;
  state: TableState;
  layout: TableLayoutState;
  columns: ColumnView[];
  /** Whether 'Generate reference rows' is offered above the grid. */
  canGenerateReferenceRows: boolean;
  t: Translate;
  /** Shows why the model refused an intent (or clears it). */
  report(outcome: { ok: boolean; error?: { key: string; params?: Record<string, unknown> } }): void;
  /** Opens a menu the grid asked for. */
  onOpenMenu(menu: OpenMenu): void;
  height: number | string;
  virtualRows: boolean;
  label: string;
  gridRef: RefObject<TabulatorGrid | null>;
  popupContainer: RefObject<HTMLElement | null>;
}

const below = (element: HTMLElement) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
};

/**
 * The grid host of a reference table: 'Generate reference rows' when the model offers it, and the Tabulator
 * grid given the table's view and the handlers that send its edits and menu requests as intents.
 */
export function ReferenceTableGrid(props: ReferenceTableGridProps) {
  const { session, t, report, onOpenMenu } = props;
  const view = useGridView(session, props.state, props.layout, props.columns);

  const handlers: GridHandlers = {
    editCell: (rowId, column, value) => {
      const outcome = session.table.getState().editCell(rowId, column, value);
      report(outcome);
      return outcome.ok;
    },
    paste: (rowId, column, text) => report(session.table.getState().pasteBlock(rowId, column, text)),
    undo: () => session.table.getState().undo(),
    redo: () => session.table.getState().redo(),
    resizeColumn: (column, width) => session.layout.getState().resizeColumn(column, width),
    openColumnMenu: (column, anchor) => onOpenMenu({ kind: 'column', column, at: below(anchor) }),
    openRowMenu: (rowIds, at) => onOpenMenu({ kind: 'row', rowIds, at }),
    openGroupMenu: (column, value, at) => onOpenMenu({ kind: 'group', column, value, at }),
    cellError: (rowId, column) => {
      const error = selectCellError(session.table.getState(), rowId, column);
      return error ? translateMessage(t, error) : null;
    },
    texts: {
      // 'No data available' is said above the grid (one place for an empty table and for none).
      noData: '',
      columnMenu: (column) => t('menu.column', { column }),
      groupMenu: t('menu.group'),
      rowHandle: (row) => t('grid.rowHandle', { row }),
    },
  };

  return (
    <>
      {props.canGenerateReferenceRows && (
        <button
          type="button"
          className="mg-button"
          onClick={() => report(session.table.getState().generateReferenceRows())}
        >
          {t('generateReferenceRows')}
        </button>
      )}
      <TableGrid
        // Tabulator reads its layout only when built: a grid whose mode changes is built anew.
        key={gridLayoutMode(props.columns.length)}
        view={view}
        handlers={handlers}
        height={props.height}
        virtual={props.virtualRows}
        label={t('grid.label', { name: props.label })}
        gridRef={props.gridRef}
        popupContainer={props.popupContainer}
      />
    </>
  );
}

/** What the grid draws, rebuilt only when the table or the layout's frozen columns and filters change. */
function useGridView(
  session: ReferenceTableSession,
  state: TableState,
  layout: TableLayoutState,
  columns: ColumnView[],
): GridView {
  // Widths come from the grid itself: they are read when the view is made, and redrawing on them would loop.
  const widths = useRef(layout.widths);
  widths.current = layout.widths;
  return useMemo<GridView>(() => {
    return {
      columns,
      rows: state.document?.rows ?? [],
      editable: state.editable,
      groupBy: columns.find((column) => column.kind === 'reference')?.name ?? null,
      frozen: layout.frozen,
      widths: widths.current,
      filters: layout.filters,
      validation: state.validation,
      errorsHidden: state.errorsHidden,
      options: (column) => selectColumnOptions(session.table.getState(), column),
    };
  }, [
    columns,
    state.document?.rows,
    state.editable,
    state.validation,
    state.errorsHidden,
    layout.frozen,
    layout.filters,
    session,
  ]);
}
