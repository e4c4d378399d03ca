import { gridCellText, type TableRow } from '@marginalia/core';

/** A cell's padding and right border (Tabulator's: 4 px each side, 1 px), and a pixel for rounding (px). */
const CELL_CHROME = 10;
/** The grid's text size relative to the root's (referenceTableCss: `.tabulator { font-size: var(--mg-text-sm) }`). */
const GRID_TEXT_REM = 0.875;

/** Measures a text's width (px) in the grid's font; null where there is no canvas (jsdom). */
export type TextMeasure = ((text: string) => number) | null;

/** A measure in the font the grid inside `element` draws its cells with. */
export function gridTextMeasure(element: HTMLElement): TextMeasure {
  const context = element.ownerDocument.createElement('canvas').getContext?.('2d');
  if (!context) return null;
  const rootSize = parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize) || 16;
  context.font = `${GRID_TEXT_REM * rootSize}px ${getComputedStyle(element).fontFamily}`;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = context.measureText(text).width));
    return width;
  };
}

/**
 * The width (px) a data column needs to show its longest cell whole (text, padding and border); the limits it is
 * held to are the core's (`columnWidthLimits`). Undefined without a measure.
 */
export function contentWidth(
  rows: readonly TableRow[],
  column: string,
  measure: TextMeasure,
): number | undefined {
  if (!measure) return undefined;
  let widest = 0;
  for (const row of rows) widest = Math.max(widest, measure(gridCellText(row[column])));
  return widest + CELL_CHROME;
}
