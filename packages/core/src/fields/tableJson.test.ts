import { describe, expect, it } from 'vitest';
import { cellText, parseTableJson, tableColumns } from './tableJson';

const value = { data: [{ drug: 'aspirin', dose: 100 }], schema: { fields: [{ name: 'drug' }, { name: 'dose', type: 'integer' }], primaryKey: ['drug'] } };

describe('parseTableJson', () => {
  it('reads an object or a JSON string of one', () => {
    expect(parseTableJson(value)).toEqual(value);
    expect(parseTableJson(JSON.stringify(value))).toEqual(value);
  });

  it('rejects text that is not a table: no data list, no schema fields, rows that are not objects', () => {
    expect(parseTableJson('hello')).toBeNull();
    expect(parseTableJson('{"data": [], "schema": {}}')).toBeNull();
    expect(parseTableJson({ data: {}, schema: { fields: [] } })).toBeNull();
    expect(parseTableJson({ data: [1], schema: { fields: [] } })).toBeNull();
    expect(parseTableJson({ data: [], schema: { fields: [{ title: 'x' }] } })).toBeNull();
    expect(parseTableJson('{broken')).toBeNull();
    expect(parseTableJson(null)).toBeNull();
  });
});

describe('tableColumns and cellText', () => {
  it('lists the columns with string as the default type', () => {
    expect(tableColumns(value)).toEqual([
      { name: 'drug', type: 'string' },
      { name: 'dose', type: 'integer' },
    ]);
  });

  it('shows empty cells as empty text and objects as JSON', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(12)).toBe('12');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});
