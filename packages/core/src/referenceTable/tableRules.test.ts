import { describe, expect, it } from 'vitest';
import { parseClipboardTable } from './clipboardTable';
import { canDeleteColumn, isReferenceColumn, ownIndexColumns } from './columnKinds';
import { columnNameProblem, nextColumnName, normalizeColumnName } from './columnNames';
import { isNA } from './naValue';
import { duplicateRowValues, newRowValues, nextIndexValue, referenceRows } from './rowRules';
import { fromTableValue } from './tableDocument';
import { outcomesTable } from './testing/tableFixtures';

describe('column rules (spec 2 §4–§5)', () => {
  it('names reference columns: _ref, or _ID not starting with the schema name', () => {
    expect(isReferenceColumn('paper_ref', 'Outcome')).toBe(true);
    expect(isReferenceColumn('Study_ID', 'Outcome')).toBe(true);
    expect(isReferenceColumn('Outcome_ID', 'Outcome')).toBe(false);
    expect(isReferenceColumn('Study_id', 'Outcome')).toBe(false);
    expect(isReferenceColumn('Study_ID')).toBe(true);
  });

  it('keeps index, reference and _id columns; names new ones newColumn, newColumn1…; dots become spaces', () => {
    const doc = fromTableValue(outcomesTable());
    expect(ownIndexColumns(doc)).toEqual(['Outcome_ID']);
    expect(['Outcome_ID', 'Study_ID', '_id', 'arm'].map((c) => canDeleteColumn(doc, c))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(nextColumnName([])).toBe('newColumn');
    expect(nextColumnName(['newColumn', 'newColumn1'])).toBe('newColumn2');
    expect(normalizeColumnName(' a.b.c ')).toBe('a b c');
    expect(columnNameProblem('arm', ['arm'])).toEqual({ key: 'column.exists', params: { name: 'arm' } });
    expect(columnNameProblem('arm', ['arm'], 'arm')).toBeNull();
    expect(columnNameProblem('', [])).toEqual({ key: 'column.nameRequired' });
  });
});

describe('row rules (spec 2 §5)', () => {
  it('numbers new rows past the highest index and copies references from the neighbour', () => {
    const doc = fromTableValue(outcomesTable());
    expect(nextIndexValue(doc.rows, 'Outcome_ID')).toBe(4);
    expect(nextIndexValue([], 'Outcome_ID')).toBe(1);
    expect(newRowValues(doc, doc.rows[2])).toEqual({ Outcome_ID: 4, Study_ID: 'S2' });
    expect(newRowValues(doc)).toEqual({ Outcome_ID: 4 });
    expect(duplicateRowValues(doc, doc.rows[0]!)).toEqual({
      Outcome_ID: null,
      Study_ID: 'S1',
      arm: 'drug',
      n: 20,
      low: 1,
      high: 2,
    });
    expect(referenceRows(doc, 'Study_ID', ['S1', 'S3', 'S4'])).toEqual([
      { Study_ID: 'S3', Outcome_ID: 4 },
      { Study_ID: 'S4', Outcome_ID: 5 },
    ]);
    expect(referenceRows(doc, 'arm', ['x'])).toEqual([]);
  });
});

describe('NA and pasted text', () => {
  it('treats null, undefined, blank and NA as NA', () => {
    expect([null, undefined, '', ' ', 'NA', Number.NaN, 0, 'na', false].map(isNA)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('reads tab-separated lines with quoted cells', () => {
    expect(parseClipboardTable('a\tb\r\n1\t"x\ty ""q"""\n')).toEqual([
      ['a', 'b'],
      ['1', 'x\ty "q"'],
    ]);
    expect(parseClipboardTable('"two\nlines"\t3')).toEqual([['two\nlines', '3']]);
    expect(parseClipboardTable('')).toEqual([]);
  });
});
