import type { TableField, TableSchemaFile, TableValue } from '../api/wire/tables';
import type { RowValues } from './cellChecks';

/** The hidden per-row counter column: every row has a unique `_id`; it is never shown, saved or deleted. */
export const HIDDEN_ID_COLUMN = '_id';

/** A row of the model: cells by column name plus the hidden `_id`. Rows are immutable; edits make new ones. */
export type TableRow = IdentifiedRow;

/** A row with its hidden counter `_id`, the unit validation and commands work on. */
export type IdentifiedRow = RowValues & { readonly _id: number };

/** The table JSON's `schema` besides its columns: which schema file and version the table follows. */
export interface TableSchemaInfo {
  schemaName?: string;
  version_id?: string | null;
  is_latest?: boolean | null;
  [key: string]: unknown;
}

/** The rest of the table JSON: the source reference, an inline schema, keys this product does not read. */
export interface TableExtras {
  reference?: string | null;
  validation?: TableSchemaFile | null;
  [key: string]: unknown;
}

/**
 * A table as the model holds it: table JSON (spec 2 §3) with every row carrying `_id` and the counter for the
 * next one. `schemaInfo` and `extras` keep the rest of the JSON (schema name, version, reference, validation,
 * keys this product does not read) so a saved table loses nothing.
 */
export interface TableDocument {
  fields: readonly TableField[];
  primaryKey: readonly string[];
  rows: readonly TableRow[];
  /** The `_id` the next new row gets. */
  nextId: number;
  schemaInfo: Readonly<TableSchemaInfo>;
  extras: Readonly<TableExtras>;
}

/**
 * Reads table JSON into the model: rows get `_id` 0, 1, 2, … unless they already carry distinct integer ids.
 *
 * @example
 * const doc = fromTableValue({ schema: { fields: [{ name: 'n' }] }, data: [{ n: 1 }] });
 * doc.rows[0]; // { n: 1, _id: 0 }
 */
export function fromTableValue(value: TableValue): TableDocument {
  const { schema, data, ...extras } = value;
  const { fields, primaryKey, ...schemaInfo } = schema;
  const given = data.map((row) => row[HIDDEN_ID_COLUMN]);
  const keep =
    given.every((id) => Number.isInteger(id)) && new Set(given).size === given.length && given.length > 0;
  const rows = data.map((row, index) => ({ ...row, _id: keep ? (row[HIDDEN_ID_COLUMN] as number) : index }));
  const nextId = rows.reduce((max, row) => Math.max(max, row._id + 1), 0);
  return {
    fields: fields.filter((field) => field.name !== HIDDEN_ID_COLUMN),
    primaryKey: primaryKey ?? [],
    rows,
    nextId,
    schemaInfo,
    extras,
  };
}

/** The saved form of each row (without `_id`): rows are immutable, so after an edit only changed rows are copied. */
const savedRows = new WeakMap<TableRow, Record<string, unknown>>();

function savedRow(row: TableRow): Record<string, unknown> {
  let saved = savedRows.get(row);
  if (!saved) {
    const { [HIDDEN_ID_COLUMN]: _id, ...cells } = row;
    saved = cells;
    savedRows.set(row, saved);
  }
  return saved;
}

/**
 * The table JSON of a document, without the hidden `_id`. Rows an edit did not change are the same objects as in
 * the previous value (treat the value as read-only).
 *
 * @example
 * toTableValue(fromTableValue(value)); // equal to value (minus `_id`)
 */
export function toTableValue(doc: TableDocument): TableValue {
  const data = doc.rows.map(savedRow);
  return {
    ...doc.extras,
    schema: { ...doc.schemaInfo, fields: [...doc.fields], primaryKey: [...doc.primaryKey] },
    data,
  };
}

/** The names of the columns, in order (the hidden `_id` is not one of them). */
export function columnNames(doc: TableDocument): string[] {
  return doc.fields.map((field) => field.name);
}

const positions = new WeakMap<readonly TableRow[], Map<number, number>>();

/** Lets a rows array with the same row order as another share its positions (cell edits keep the order). */
export function keepRowPositions(from: readonly TableRow[], to: readonly TableRow[]): void {
  const map = positions.get(from);
  if (map) positions.set(to, map);
}

/** The position of each row id in `rows` (built once per rows array). */
export function rowPositions(rows: readonly TableRow[]): Map<number, number> {
  let map = positions.get(rows);
  if (!map) {
    map = new Map(rows.map((row, index) => [row._id, index]));
    positions.set(rows, map);
  }
  return map;
}
