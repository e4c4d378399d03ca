import type { Message } from '../messages/Message';
import { checkCellRules, valueKey } from './cellChecks';
import { isNA } from './naValue';
import type { TableRules } from './schemaRules';
import { rowPositions, type IdentifiedRow } from './tableDocument';

export type { IdentifiedRow } from './tableDocument';

/** The errors of a table: row id → column → the first failing check's message. */
export interface TableValidation {
  errors: ReadonlyMap<number, ReadonlyMap<string, Message>>;
  /** How many cells have an error. */
  count: number;
  /** Unique columns: value → the rows holding it, kept up to date so an edit re-checks only its duplicates. */
  unique?: UniqueIndex;
  /** Tells checks apart (see {@link changedMarks}). */
  revision?: number;
  /** The check this one continued (`changedRows` are relative to it); absent after a full check. */
  basedOn?: number;
  /** Rows whose marks changed since the check this one continued. */
  changedRows?: ReadonlySet<number>;
}

/** Column → value key → ids of the rows with that value (NA is never indexed). */
export type UniqueIndex = Map<string, Map<string, Set<number>>>;

/** Where a cell error is: the row's position and id, and the column. */
export interface CellErrorPosition {
  rowIndex: number;
  rowId: number;
  column: string;
  message: Message;
}

/** A table without errors. */
export const NO_ERRORS: TableValidation = { errors: new Map(), count: 0, revision: 0 };

let lastRevision = 0;
const nextRevision = () => (lastRevision += 1);

/**
 * The rows whose error marks may differ between two checks of a table, or null when any row's may (a full
 * check, or checks in between that `before` did not see). A grid redraws the marks of these rows only.
 *
 * @example
 * const rows = changedMarks(shown, state.validation); // null: redraw every mark
 */
export function changedMarks(before: TableValidation, after: TableValidation): ReadonlySet<number> | null {
  if (before === after) return new Set();
  if (after.basedOn === undefined || after.basedOn !== before.revision || !after.changedRows) return null;
  return after.changedRows;
}

function keyOf(value: unknown): string | null {
  return isNA(value) ? null : valueKey(value);
}

function indexRow(index: Map<string, Set<number>>, key: string | null, id: number, add: boolean): void {
  if (key === null) return;
  let ids = index.get(key);
  if (add) {
    if (!ids) index.set(key, (ids = new Set()));
    ids.add(id);
  } else if (ids) {
    ids.delete(id);
    if (ids.size === 0) index.delete(key);
  }
}

function buildUniqueIndex(rows: readonly IdentifiedRow[], rules: TableRules): UniqueIndex {
  const unique: UniqueIndex = new Map();
  for (const column of rules.uniqueColumns) {
    const index = new Map<string, Set<number>>();
    for (const row of rows) indexRow(index, keyOf(row[column]), row._id, true);
    unique.set(column, index);
  }
  return unique;
}

/**
 * The errors of some columns of a row, merged into its previous errors: the same map when nothing changed
 * (copy on write), so re-checking a unique column over 10,000 rows allocates only for rows whose marks move.
 */
function rowErrors(
  row: IdentifiedRow,
  columns: Iterable<string>,
  rules: TableRules,
  unique: UniqueIndex,
  previous: ReadonlyMap<string, Message> | undefined,
): ReadonlyMap<string, Message> | undefined {
  let next: Map<string, Message> | undefined;
  for (const column of columns) {
    const columnRules = rules.columns.get(column);
    if (!columnRules) continue;
    const value = row[column];
    const key = keyOf(value);
    const occurrences = key === null ? 1 : (unique.get(column)?.get(key)?.size ?? 1);
    const error = checkCellRules(columnRules, value, row, occurrences);
    const before = (next ?? previous)?.get(column) ?? null;
    if (before === error || (before !== null && error !== null && sameMessage(before, error))) continue;
    next ??= new Map(previous);
    if (error === null) next.delete(column);
    else next.set(column, error);
  }
  return next ?? previous;
}

function sameMessage(a: Message, b: Message): boolean {
  return a.key === b.key && JSON.stringify(a.params) === JSON.stringify(b.params);
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
  const fresh: TableValidation = { errors: new Map(), count: 0, unique: buildUniqueIndex(rows, rules) };
  const { errors, count, unique } = revalidateRows(
    fresh,
    rows,
    rules,
    rows.map((row) => row._id),
    [],
    rows,
  );
  return { errors, count, unique, revision: nextRevision() };
}

/**
 * Checks again what an edit can have changed: every column of the touched rows, and the rows sharing a value
 * that a touched row had or has in a unique column (a duplicate appears or goes). Touched rows no longer in `rows`
 * lose their errors. `previousRows` are the rows before the edit; without them the unique index is rebuilt and
 * every row of the touched unique columns re-checked. A paste of 1,000 cells into 10,000 rows re-checks about 50
 * rows. The maps are updated in place and a new `TableValidation` returned: compare validations, not their maps.
 * It lists the rows whose marks changed (`changedRows`, see {@link changedMarks}).
 */
export function revalidateRows(
  previous: TableValidation,
  rows: readonly IdentifiedRow[],
  rules: TableRules,
  touchedRowIds: Iterable<number>,
  touchedColumns: Iterable<string>,
  previousRows?: readonly IdentifiedRow[],
): TableValidation {
  if (rules.columns.size === 0) return NO_ERRORS;
  const errors =
    previous.errors === NO_ERRORS.errors
      ? new Map<number, ReadonlyMap<string, Message>>()
      : (previous.errors as Map<number, ReadonlyMap<string, Message>>);
  let count = previous.count;
  const changedRows = new Set<number>();
  const update = (id: number, after: ReadonlyMap<string, Message> | undefined) => {
    const before = errors.get(id);
    if (after === before) return;
    changedRows.add(id);
    count += (after?.size ?? 0) - (before?.size ?? 0);
    if (after && after.size > 0) errors.set(id, after);
    else errors.delete(id);
  };
  const touched = new Set(touchedRowIds);
  const at = rowPositions(rows);
  const rowOf = (id: number) => {
    const index = at.get(id);
    return index === undefined ? undefined : rows[index];
  };
  const incremental = previous.unique !== undefined && previousRows !== undefined && previousRows !== rows;
  const unique = incremental ? (previous.unique as UniqueIndex) : buildUniqueIndex(rows, rules);
  const affected = incremental ? moveInIndex(unique, touched, previousRows, rowOf) : null;
  for (const id of touched) {
    const row = rowOf(id);
    update(id, row ? rowErrors(row, rules.columns.keys(), rules, unique, errors.get(id)) : undefined);
  }
  const recheck = (row: IdentifiedRow, column: string) => {
    if (!touched.has(row._id)) update(row._id, rowErrors(row, [column], rules, unique, errors.get(row._id)));
  };
  if (affected) {
    for (const [column, keys] of affected)
      for (const key of keys)
        for (const id of unique.get(column)?.get(key) ?? []) {
          const row = rowOf(id);
          if (row) recheck(row, column);
        }
  } else {
    const uniqueTouched = [...new Set(touchedColumns)].filter((c) => rules.uniqueColumns.has(c));
    for (const column of uniqueTouched) for (const row of rows) recheck(row, column);
  }
  const revision = nextRevision();
  return previous.revision === undefined
    ? { errors, count, unique, revision }
    : { errors, count, unique, revision, basedOn: previous.revision, changedRows };
}

/**
 * Moves the touched rows in the unique index from their old values to their new ones; answers, per column, the
 * values whose rows must be re-checked (the old ones and the new ones of the touched rows).
 */
function moveInIndex(
  unique: UniqueIndex,
  touched: ReadonlySet<number>,
  previousRows: readonly IdentifiedRow[],
  rowOf: (id: number) => IdentifiedRow | undefined,
): Map<string, Set<string>> {
  const before = rowPositions(previousRows);
  const affected = new Map<string, Set<string>>();
  for (const [column, index] of unique) {
    const keys = new Set<string>();
    for (const id of touched) {
      const oldIndex = before.get(id);
      const oldKey = oldIndex === undefined ? null : keyOf(previousRows[oldIndex]?.[column]);
      const newKey = keyOf(rowOf(id)?.[column]);
      if (oldKey === newKey) continue;
      indexRow(index, oldKey, id, false);
      indexRow(index, newKey, id, true);
      if (oldKey !== null) keys.add(oldKey);
      if (newKey !== null) keys.add(newKey);
    }
    if (keys.size > 0) affected.set(column, keys);
  }
  return affected;
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
