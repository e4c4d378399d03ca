import type { Message } from '../messages/Message';
import { checkCellRules, valueKey, type RowValues } from './cellChecks';
import { isNA } from './naValue';
import type { TableRules } from './schemaRules';

/** A row with its hidden counter `_id` (see `tableDocument.ts`). */
export type IdentifiedRow = RowValues & { readonly _id: number };

/** The errors of a table: row id → column → the first failing check's message. */
export interface TableValidation {
  errors: ReadonlyMap<number, ReadonlyMap<string, Message>>;
  /** How many cells have an error. */
  count: number;
}

/** Where a cell error is: the row's position and id, and the column. */
export interface CellErrorPosition {
  rowIndex: number;
  rowId: number;
  column: string;
  message: Message;
}

/** A table without errors. */
export const NO_ERRORS: TableValidation = { errors: new Map(), count: 0 };

/** How often each (non-NA) value occurs in a column. */
function valueCounts(rows: readonly IdentifiedRow[], column: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (isNA(value)) continue;
    const key = valueKey(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

type Counts = Map<string, Map<string, number>>;

function rowErrors(
  row: IdentifiedRow,
  columns: Iterable<string>,
  rules: TableRules,
  counts: Counts,
  into: Map<string, Message>,
): void {
  for (const column of columns) {
    const columnRules = rules.columns.get(column);
    if (!columnRules) continue;
    const value = row[column];
    const occurrences = isNA(value) ? 1 : (counts.get(column)?.get(valueKey(value)) ?? 1);
    const error = checkCellRules(columnRules, value, row, occurrences);
    if (error === null) into.delete(column);
    else into.set(column, error);
  }
}

function total(errors: Map<number, Map<string, Message>>): number {
  let count = 0;
  for (const row of errors.values()) count += row.size;
  return count;
}

/**
 * Checks every cell of a table against its rules (after load, a schema change, a column change).
 *
 * @example
 * const validation = validateTable(rows, rulesFromSchema(schema, columns));
 * validation.errors.get(rows[0]._id)?.get('n'); // { key: 'validation.integer' }
 */
export function validateTable(rows: readonly IdentifiedRow[], rules: TableRules): TableValidation {
  if (rules.columns.size === 0) return NO_ERRORS;
  return revalidateRows(
    NO_ERRORS,
    rows,
    rules,
    rows.map((row) => row._id),
    [...rules.uniqueColumns],
  );
}

/**
 * Checks again what an edit can have changed: every column of the touched rows, and every row of the touched
 * columns that must be unique (a duplicate elsewhere appears or goes). Rows no longer in `rows` lose their errors.
 * A paste of 1,000 cells into 10,000 rows re-checks about 50 rows, not the table.
 */
export function revalidateRows(
  previous: TableValidation,
  rows: readonly IdentifiedRow[],
  rules: TableRules,
  touchedRowIds: Iterable<number>,
  touchedColumns: Iterable<string>,
): TableValidation {
  if (rules.columns.size === 0) return NO_ERRORS;
  const errors = new Map<number, Map<string, Message>>();
  for (const [id, cells] of previous.errors) errors.set(id, new Map(cells));
  const counts: Counts = new Map();
  for (const column of rules.uniqueColumns) counts.set(column, valueCounts(rows, column));
  const touched = new Set(touchedRowIds);
  const uniqueTouched = [...new Set(touchedColumns)].filter((c) => rules.uniqueColumns.has(c));
  const live = new Set<number>();
  for (const row of rows) {
    live.add(row._id);
    const isTouched = touched.has(row._id);
    if (!isTouched && uniqueTouched.length === 0) continue;
    const cells = errors.get(row._id) ?? new Map<string, Message>();
    rowErrors(row, isTouched ? rules.columns.keys() : uniqueTouched, rules, counts, cells);
    if (cells.size > 0) errors.set(row._id, cells);
    else errors.delete(row._id);
  }
  for (const id of errors.keys()) if (!live.has(id)) errors.delete(id);
  return { errors, count: total(errors) };
}

/**
 * Every cell error in reading order: rows top to bottom, columns left to right.
 *
 * @example
 * listErrors(validation, rows, ['n', 'arm'])[0]; // { rowIndex: 3, rowId: 3, column: 'n', message }
 */
export function listErrors(
  validation: TableValidation,
  rows: readonly IdentifiedRow[],
  columns: readonly string[],
  limit = Infinity,
): CellErrorPosition[] {
  const found: CellErrorPosition[] = [];
  if (validation.count === 0) return found;
  for (let rowIndex = 0; rowIndex < rows.length && found.length < limit; rowIndex += 1) {
    const row = rows[rowIndex] as IdentifiedRow;
    const cells = validation.errors.get(row._id);
    if (!cells) continue;
    for (const column of columns) {
      const message = cells.get(column);
      if (message && found.length < limit) found.push({ rowIndex, rowId: row._id, column, message });
    }
  }
  return found;
}

/** The first error in reading order ('Check data' scrolls to it), or null. */
export function firstError(
  validation: TableValidation,
  rows: readonly IdentifiedRow[],
  columns: readonly string[],
): CellErrorPosition | null {
  return listErrors(validation, rows, columns, 1)[0] ?? null;
}
