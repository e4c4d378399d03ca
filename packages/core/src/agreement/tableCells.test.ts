import { describe, expect, it } from 'vitest';
import { readCellTable, tableCellScore } from './tableCells';

function table(rows: Record<string, unknown>[], primaryKey?: string[]) {
  const fields = Object.keys(rows[0] ?? {}).map((name) => ({ name }));
  return readCellTable({ schema: { fields, ...(primaryKey ? { primaryKey } : {}) }, data: rows })!;
}

describe('cell agreement of two table answers', () => {
  it('matches rows by primary key, whatever their order, and leaves the key columns out', () => {
    const a = table(
      [
        { id: 1, dose: '10', unit: 'mg' },
        { id: 2, dose: '20', unit: 'mg' },
      ],
      ['id'],
    );
    const b = table(
      [
        { id: 2, dose: 20, unit: 'g' },
        { id: 1, dose: '10.0', unit: 'mg' },
      ],
      ['id'],
    );
    // Rows 1 and 2 line up by id; cells dose and unit of each: row 1 dose 10 = 10.0, unit mg = mg; row 2 dose
    // 20 = 20, unit mg ≠ g. 3 equal of 4 compared.
    expect(tableCellScore(a, b)).toEqual({ agreed: 3, compared: 4 });
  });

  it('counts a row only one table has as cells that differ', () => {
    const a = table([{ id: 'S1', n: 5 }], ['id']);
    const b = table(
      [
        { id: 'S1', n: 5 },
        { id: 'S2', n: 7 },
      ],
      ['id'],
    );
    // S1.n agrees; S2.n is filled in b only. 1 of 2.
    expect(tableCellScore(a, b)).toEqual({ agreed: 1, compared: 2 });
  });

  it('matches rows by index without a primary key, comparing every column', () => {
    const a = table([
      { arm: 'A', n: 10 },
      { arm: 'B', n: 12 },
    ]);
    const b = table([
      { arm: 'B', n: 12 },
      { arm: 'A', n: 10 },
    ]);
    // Row 0 with row 0: arm A ≠ B, n 10 ≠ 12; row 1 the same: 0 of 4.
    expect(tableCellScore(a, b)).toEqual({ agreed: 0, compared: 4 });
  });

  it('falls back to the row index when a key value repeats or the keys differ', () => {
    const repeated = table(
      [
        { id: 1, n: 1 },
        { id: 1, n: 2 },
      ],
      ['id'],
    );
    const other = table(
      [
        { id: 1, n: 1 },
        { id: 1, n: 3 },
      ],
      ['id'],
    );
    // By index, key columns included: id 1 = 1, n 1 = 1; id 1 = 1, n 2 ≠ 3. 3 of 4.
    expect(tableCellScore(repeated, other)).toEqual({ agreed: 3, compared: 4 });
    const otherKey = table([{ id: 1, n: 1 }], ['n']);
    expect(tableCellScore(table([{ id: 1, n: 1 }], ['id']), otherKey)).toEqual({ agreed: 2, compared: 2 });
  });

  it('leaves out cells empty in both tables; NA, blank and null are all empty', () => {
    const a = table([{ x: 'NA', y: '', z: 1, w: null }]);
    const b = table([{ x: null, y: ' ', z: 1, w: 'NA' }]);
    // x, y, w are empty on both sides; z agrees. 1 of 1.
    expect(tableCellScore(a, b)).toEqual({ agreed: 1, compared: 1 });
    // An empty cell against a filled one differs.
    expect(tableCellScore(table([{ x: 'NA' }]), table([{ x: 'yes' }]))).toEqual({ agreed: 0, compared: 1 });
  });

  it('compares nothing between two empty tables', () => {
    expect(tableCellScore(table([]), table([]))).toEqual({ agreed: 0, compared: 0 });
  });

  it('reads table JSON, and anything without a list of rows as no answer', () => {
    expect(readCellTable({ schema: { fields: [] }, data: [] })).toEqual({ primaryKey: [], rows: [] });
    expect(readCellTable({ schema: { fields: [] }, data: [1] })).toBeUndefined();
    expect(readCellTable('table')).toBeUndefined();
    expect(readCellTable(null)).toBeUndefined();
  });
});
