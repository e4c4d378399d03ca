import { describe, expect, it } from 'vitest';
import {
  TABLE_GRID,
  cellTooltip,
  columnNameParts,
  columnValues,
  columnWidthLimits,
  gridCellText,
  gridLayoutMode,
  rowPassesFilters,
} from './tableGrid';

describe('table grid constants and cell rules (spec 2 §4, §5, §9)', () => {
  it('holds the spec numbers', () => {
    expect(TABLE_GRID).toEqual({
      columnMaxWidth: 350,
      // Not a spec number: the design pass (issue 31) keeps data columns legible in a narrow pane.
      columnMinWidth: 96,
      rowHandleWidth: 30,
      keyColumnWidth: 50,
      layoutSaveDelayMs: 300,
      visibleFilterBadges: 2,
      tooltipMinLength: 100,
      fitDataMaxColumns: 2,
    });
  });

  it('fits the data with two columns or fewer, else the width', () => {
    expect(gridLayoutMode(1)).toBe('fitData');
    expect(gridLayoutMode(2)).toBe('fitData');
    expect(gridLayoutMode(3)).toBe('fitColumns');
  });

  it('starts index and reference columns at 50 px and caps every column at 350 px', () => {
    expect(columnWidthLimits({ kind: 'index' })).toEqual({ width: 50, maxWidth: 350 });
    expect(columnWidthLimits({ kind: 'reference' })).toEqual({ width: 50, maxWidth: 350 });
    expect(columnWidthLimits({ kind: 'data' })).toEqual({ minWidth: 96, maxWidth: 350 });
    // A measured longest cell widens the floor, up to the 350 px limit; key columns ignore it.
    expect(columnWidthLimits({ kind: 'data' }, 60)).toEqual({ minWidth: 96, maxWidth: 350 });
    expect(columnWidthLimits({ kind: 'data' }, 140.2)).toEqual({ minWidth: 141, maxWidth: 350 });
    expect(columnWidthLimits({ kind: 'data' }, 900)).toEqual({ minWidth: 350, maxWidth: 350 });
    expect(columnWidthLimits({ kind: 'index' }, 900)).toEqual({ width: 50, maxWidth: 350 });
  });

  it('shows a tooltip only for cells over 100 characters', () => {
    expect(cellTooltip('x'.repeat(100))).toBeNull();
    expect(cellTooltip('x'.repeat(101))).toBe('x'.repeat(101));
    expect(cellTooltip(null)).toBeNull();
    expect(gridCellText(12)).toBe('12');
    expect(gridCellText({ a: 1 })).toBe('{"a":1}');
  });

  it('lists the distinct values of a column and filters rows by them (NA as empty)', () => {
    const rows = [{ arm: 'drug' }, { arm: 'placebo' }, { arm: 'drug' }, { arm: 'NA' }, {}];
    expect(columnValues(rows, 'arm')).toEqual(['drug', 'placebo', '']);
    expect(rows.filter((row) => rowPassesFilters(row, { arm: ['drug', ''] }))).toHaveLength(4);
    expect(rowPassesFilters({ arm: 'drug', n: 1 }, { arm: ['drug'], n: ['2'] })).toBe(false);
    expect(rowPassesFilters({ arm: 'drug' }, {})).toBe(true);
  });
});

describe('columnNameParts', () => {
  it('cuts a name only between words: after _ - . and spaces, and at a lower-to-upper case change', () => {
    expect(columnNameParts('Study_ID')).toEqual(['Study_', 'ID']);
    expect(columnNameParts('ci_low')).toEqual(['ci_', 'low']);
    expect(columnNameParts('armName')).toEqual(['arm', 'Name']);
    expect(columnNameParts('p-value.adj')).toEqual(['p-', 'value.', 'adj']);
    expect(columnNameParts('new column')).toEqual(['new ', 'column']);
    expect(columnNameParts('OUTCOME')).toEqual(['OUTCOME']);
    expect(columnNameParts('Ärztin_ÖL')).toEqual(['Ärztin_', 'ÖL']);
    expect(columnNameParts('')).toEqual([]);
    expect(columnNameParts('timepoint').join('')).toBe('timepoint');
  });
});
