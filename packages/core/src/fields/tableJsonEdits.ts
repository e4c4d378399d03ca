import type { TableAnswer } from '../model/AnswerValue';
import { NEW_COLUMN_NAME, nextColumnName } from './newColumnName';

// The column naming rules live with the table model; the plain grid uses them too.
export { NEW_COLUMN_NAME, nextColumnName };

/** Why a column name was refused; `columnExists` carries the name for the message. */
export type ColumnNameError =
  { code: 'columnNameRequired' } | { code: 'columnExists'; params: { name: string } };

type Row = Record<string, unknown>;

function withRows(table: TableAnswer, data: Row[]): TableAnswer {
  return { ...table, data };
}

/**
 * An empty table with the given columns (strings) and no rows; no primary key.
 *
 * @example
 * createTable(); // { data: [], schema: { fields: [{ name: 'newColumn', type: 'string' }], primaryKey: [] } }
 */
export function createTable(columns: readonly string[] = [NEW_COLUMN_NAME]): TableAnswer {
  return { data: [], schema: { fields: columns.map((name) => ({ name, type: 'string' })), primaryKey: [] } };
}

/**
 * Adds an empty row (every cell null, the empty value) at `index`, at the end by default.
 *
 * @example
 * addRow(createTable()).data; // [{ newColumn: null }]
 */
export function addRow(table: TableAnswer, index: number = table.data.length): TableAnswer {
  const row: Row = Object.fromEntries(table.schema.fields.map((field) => [field.name, null]));
  const data = [...table.data];
  data.splice(Math.max(0, Math.min(index, data.length)), 0, row);
  return withRows(table, data);
}

/**
 * Removes the row at `index`.
 *
 * @example
 * removeRow(table, 0);
 */
export function removeRow(table: TableAnswer, index: number): TableAnswer {
  return withRows(
    table,
    table.data.filter((_row, position) => position !== index),
  );
}

/**
 * Adds a string column named by {@link nextColumnName}; existing rows get null in it.
 *
 * @example
 * addColumn(createTable()).schema.fields.map((f) => f.name); // ['newColumn', 'newColumn1']
 */
export function addColumn(table: TableAnswer): TableAnswer {
  const name = nextColumnName(table.schema.fields.map((field) => field.name));
  return {
    ...table,
    schema: { ...table.schema, fields: [...table.schema.fields, { name, type: 'string' }] },
    data: table.data.map((row) => ({ ...row, [name]: null })),
  };
}

/**
 * Removes a column from the schema, the primary key and every row.
 *
 * @example
 * removeColumn(table, 'notes');
 */
export function removeColumn(table: TableAnswer, name: string): TableAnswer {
  return {
    ...table,
    schema: {
      ...table.schema,
      fields: table.schema.fields.filter((field) => field.name !== name),
      primaryKey: (table.schema.primaryKey ?? []).filter((key) => key !== name),
    },
    data: table.data.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== name))),
  };
}

/**
 * Renames a column everywhere (schema, primary key, rows). Dots become spaces and the name is trimmed
 * (spec 2 §5); an empty or taken name is refused.
 *
 * @example
 * renameColumn(table, 'newColumn', 'dose.mg'); // { table } with a column 'dose mg'
 * renameColumn(table, 'a', 'b'); // { error: { code: 'columnExists', params: { name: 'b' } } } when b exists
 */
export function renameColumn(
  table: TableAnswer,
  from: string,
  to: string,
): { table: TableAnswer } | { error: ColumnNameError } {
  const name = to.replaceAll('.', ' ').trim();
  if (name === '') return { error: { code: 'columnNameRequired' } };
  if (name === from) return { table };
  if (table.schema.fields.some((field) => field.name === name)) {
    return { error: { code: 'columnExists', params: { name } } };
  }
  const rename = (key: string) => (key === from ? name : key);
  return {
    table: {
      ...table,
      schema: {
        ...table.schema,
        fields: table.schema.fields.map((field) => (field.name === from ? { ...field, name } : field)),
        primaryKey: (table.schema.primaryKey ?? []).map(rename),
      },
      data: table.data.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, v]) => [rename(key), v])),
      ),
    },
  };
}

const NUMERIC_TYPES = new Set(['integer', 'number', 'float', 'decimal']);

/**
 * Sets a cell from typed text: an empty text is the empty value (null); numeric columns keep numbers as numbers.
 *
 * @example
 * setCell(table, 0, 'dose', '12').data[0].dose; // 12 when 'dose' is an integer column
 */
export function setCell(table: TableAnswer, rowIndex: number, column: string, text: string): TableAnswer {
  const type = table.schema.fields.find((field) => field.name === column)?.type ?? 'string';
  const numeric = NUMERIC_TYPES.has(type) && text.trim() !== '' && Number.isFinite(Number(text));
  const value = text === '' ? null : numeric ? Number(text) : text;
  return withRows(
    table,
    table.data.map((row, index) => (index === rowIndex ? { ...row, [column]: value } : row)),
  );
}
