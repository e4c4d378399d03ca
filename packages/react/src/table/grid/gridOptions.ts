import type { Options } from 'tabulator-tables';
import { HIDDEN_ID_COLUMN, TABLE_GRID, gridLayoutMode } from '@marginalia/core';
import type { JumpMark } from './gridCells';
import type { TextMeasure } from './columnContentWidth';
import { columnDefinitions, groupHeader } from './gridColumns';
import { copyRows } from './gridRows';
import type { GridHandlers, GridView } from './gridTypes';

/**
 * Every row is this tall (px): with a fixed height Tabulator's virtual renderer never measures rows, which would
 * force a layout for each row drawn while scrolling or updated after an edit. Cells show one line: a data column is
 * as wide as its longest text (columnContentWidth), up to the column limit.
 */
const ROW_HEIGHT = 30;

/**
 * Rows drawn beyond the visible ones, above and below (px). Tabulator's default, the grid's own height, keeps
 * three screens of rows in the document, and every frame of scrolling lays out and paints all of them; a
 * scroll of more than twice this in one frame redraws the rows around the new position instead.
 */
const RENDER_BUFFER = 200;

// Tabulator focuses its first cell whenever it builds its default range (on every load of data), which takes
// the focus from the annotator. It starts off here; `focusOnLoadWhileWorkedIn` (holderFocus.ts) turns it on for
// an editable grid while the focus is in it. (Not in the option types, hence a separate object.)
const NO_FOCUS_ON_LOAD = { selectableRangeAutoFocus: false };

/** Where and how the grid is drawn: its size, its popups' container and whether only the rows in view are. */
export interface GridFrame {
  popupContainer: HTMLElement;
  height: number | string;
  virtual: boolean;
  /** Measures cell texts in the grid's font (the data columns' least widths), or null. */
  measure?: TextMeasure;
}

/** Tabulator's options for a reference table's first `view`: rows, columns, layout, ranges, groups, row handles. */
export function gridOptions(
  view: GridView,
  handlers: GridHandlers,
  marks: JumpMark,
  frame: GridFrame,
): Options {
  return {
    data: copyRows(view.rows),
    index: HIDDEN_ID_COLUMN,
    columns: columnDefinitions(view, handlers, marks, frame.measure ?? null),
    layout: gridLayoutMode(view.columns.length),
    height: frame.height,
    rowHeight: ROW_HEIGHT,
    renderVertical: frame.virtual ? 'virtual' : 'basic',
    renderVerticalBuffer: RENDER_BUFFER,
    placeholder: handlers.texts.noData,
    popupContainer: frame.popupContainer,
    editTriggerEvent: 'dblclick',
    selectableRange: 1,
    selectableRangeColumns: true,
    selectableRangeRows: true,
    ...NO_FOCUS_ON_LOAD,
    ...(view.groupBy ? { groupBy: view.groupBy } : {}),
    groupHeader: (value: unknown, count: number) => groupHeader(value, count, handlers),
    rowHeader: {
      width: TABLE_GRID.rowHandleWidth,
      minWidth: TABLE_GRID.rowHandleWidth,
      resizable: false,
      frozen: true,
      hozAlign: 'center',
      formatter: 'rownum',
    },
  };
}
