import { describe, expect, it } from 'vitest';
import {
  addColumn,
  addRow,
  createTable,
  nextColumnName,
  removeColumn,
  removeRow,
  renameColumn,
  setCell,
} from './tableJsonEdits';

describe('table edits', () => {
  it('starts with one string column named newColumn, no rows and an empty primary key', () => {
    expect(createTable()).toEqual({
      data: [],
      schema: { fields: [{ name: 'newColumn', type: 'string' }], primaryKey: [] },
    });
  });

  it('names new columns newColumn, newColumn1, newColumn2 …', () => {
    expect(nextColumnName([])).toBe('newColumn');
    expect(nextColumnName(['newColumn'])).toBe('newColumn1');
    expect(nextColumnName(['newColumn', 'newColumn1'])).toBe('newColumn2');
    const table = addColumn(addColumn(createTable()));
    expect(table.schema.fields.map((field) => field.name)).toEqual(['newColumn', 'newColumn1', 'newColumn2']);
  });

  it('adds empty rows (null cells) at the end or at a position, and removes them', () => {
    let table = addRow(createTable(['a', 'b']));
    table = setCell(table, 0, 'a', 'first');
    table = addRow(table, 0);
    expect(table.data).toEqual([
      { a: null, b: null },
      { a: 'first', b: null },
    ]);
    expect(removeRow(table, 0).data).toEqual([{ a: 'first', b: null }]);
  });

  it('gives existing rows null in a new column and drops a removed column everywhere', () => {
    let table = addRow(createTable(['id', 'name']));
    table = { ...table, schema: { ...table.schema, primaryKey: ['id'] } };
    table = addColumn(table);
    expect(table.data[0]).toEqual({ id: null, name: null, newColumn: null });
    table = removeColumn(table, 'id');
    expect(table.schema.fields.map((field) => field.name)).toEqual(['name', 'newColumn']);
    expect(table.schema.primaryKey).toEqual([]);
    expect(table.data[0]).toEqual({ name: null, newColumn: null });
  });

  it('renames a column in the schema, primary key and rows; dots become spaces', () => {
    let table = setCell(addRow(createTable(['a', 'b'])), 0, 'a', 'x');
    table = { ...table, schema: { ...table.schema, primaryKey: ['a'] } };
    const result = renameColumn(table, 'a', ' dose.mg ');
    expect('table' in result && result.table.schema.fields[0]!.name).toBe('dose mg');
    expect('table' in result && result.table.schema.primaryKey).toEqual(['dose mg']);
    expect('table' in result && result.table.data[0]).toEqual({ 'dose mg': 'x', b: null });
  });

  it('refuses an empty or taken column name', () => {
    const table = createTable(['a', 'b']);
    expect(renameColumn(table, 'a', ' ')).toEqual({ error: { code: 'columnNameRequired' } });
    expect(renameColumn(table, 'a', 'b')).toEqual({ error: { code: 'columnExists', params: { name: 'b' } } });
  });

  it('stores empty text as null and numbers typed in numeric columns as numbers', () => {
    let table = addRow({ data: [], schema: { fields: [{ name: 'n', type: 'integer' }, { name: 's' }] } });
    table = setCell(table, 0, 'n', '12');
    table = setCell(table, 0, 's', '12');
    expect(table.data[0]).toEqual({ n: 12, s: '12' });
    expect(setCell(table, 0, 'n', 'twelve').data[0]!.n).toBe('twelve');
    expect(setCell(table, 0, 's', '').data[0]!.s).toBeNull();
  });
});
