import type { TableField } from '../api/wire/tables';
import { createMessage, type Message } from '../messages/Message';
import { parseClipboardTable } from './clipboardTable';
import { canDeleteColumn, isReferenceColumn } from './columnKinds';
import { columnNameProblem, nextColumnName, normalizeColumnName } from './columnNames';
import { duplicateRowValues, newRowValues, referenceRows } from './rowRules';
import type { CellChange, TableCommand } from './tableCommands';
import { columnNames, rowPositions, type TableDocument, type TableRow } from './tableDocument';
import { TABLE_MESSAGE_KEYS } from './tableMessageKeys';

/** A command to apply, or why the intent was refused. */
export type EditResult = { ok: true; command: TableCommand | null } | { ok: false; error: Message };

const nothing: EditResult = { ok: true, command: null };

function refused(key: string, params?: Record<string, unknown>): EditResult {
  return { ok: false, error: createMessage(key, params) };
}

/** The cell changes that really change something, as one command (null when none does). */
function cellsCommand(changes: CellChange[]): TableCommand | null {
  const real = changes.filter((c) => !Object.is(c.before, c.after));
  return real.length === 0 ? null : { type: 'setCells', changes: real };
}

/** Sets one cell. */
export function editCellCommand(
  doc: TableDocument,
  rowId: number,
  column: string,
  value: unknown,
): EditResult {
  const index = rowPositions(doc.rows).get(rowId);
  if (index === undefined || !columnNames(doc).includes(column)) return nothing;
  const before = (doc.rows[index] as TableRow)[column];
  return { ok: true, command: cellsCommand([{ rowId, column, before, after: value }]) };
}

/** New rows (with their ids) placed at `position`, each following the new-row rules after `neighbour`. */
function placeNewRows(
  doc: TableDocument,
  cells: readonly Record<string, unknown>[],
  position: number,
): TableCommand | null {
  if (cells.length === 0) return null;
  const rows = cells.map((values, i) => ({ ...values, _id: doc.nextId + i }) as TableRow);
  return { type: 'insertRows', rows, indexes: rows.map((_, i) => position + i) };
}

/**
 * Pastes a block of cells (copied text or rows of values) with its top-left corner on a cell. Rows past the end
 * are added (new-row rules apply); columns past the last one are dropped. An empty pasted cell becomes null.
 */
export function pasteCommand(
  doc: TableDocument,
  rowId: number,
  column: string,
  block: string | readonly (readonly unknown[])[],
): EditResult {
  const grid = typeof block === 'string' ? parseClipboardTable(block) : block;
  const names = columnNames(doc);
  const startColumn = names.indexOf(column);
  const startRow = rowPositions(doc.rows).get(rowId);
  if (startColumn < 0 || startRow === undefined || grid.length === 0) return nothing;
  const missing = Math.max(0, startRow + grid.length - doc.rows.length);
  const last = doc.rows[doc.rows.length - 1];
  let added: TableCommand | null = null;
  let targets = doc.rows;
  if (missing > 0) {
    const base = newRowValues(doc, last);
    const own = Object.keys(base).filter((c) => !isReferenceColumn(c, doc.schemaInfo.schemaName));
    const cells = Array.from({ length: missing }, (_, i) => {
      const values = { ...base };
      for (const c of own) values[c] = (base[c] as number) + i;
      return values;
    });
    added = placeNewRows(doc, cells, doc.rows.length);
    if (added?.type === 'insertRows') targets = [...doc.rows, ...added.rows];
  }
  const changes: CellChange[] = [];
  grid.forEach((values, r) => {
    const row = targets[startRow + r] as TableRow;
    values.forEach((value, c) => {
      const name = names[startColumn + c];
      if (name === undefined) return;
      changes.push({ rowId: row._id, column: name, before: row[name], after: value === '' ? null : value });
    });
  });
  const cells = cellsCommand(changes);
  const commands = [added, cells].filter((c): c is TableCommand => c !== null);
  return { ok: true, command: commands.length === 0 ? null : { type: 'batch', commands } };
}

/** Adds a row below `afterRowId` (at the end without it), following the new-row rules. */
export function addRowCommand(doc: TableDocument, afterRowId?: number): EditResult {
  const at = afterRowId === undefined ? undefined : rowPositions(doc.rows).get(afterRowId);
  const neighbourIndex = at ?? doc.rows.length - 1;
  const neighbour = doc.rows[neighbourIndex];
  return { ok: true, command: placeNewRows(doc, [newRowValues(doc, neighbour)], neighbourIndex + 1) };
}

/** Duplicates rows: each copy right below its original, index values cleared. */
export function duplicateRowsCommand(doc: TableDocument, rowIds: readonly number[]): EditResult {
  const chosen = new Set(rowIds);
  const rows: TableRow[] = [];
  const indexes: number[] = [];
  let position = 0;
  for (const row of doc.rows) {
    position += 1;
    if (!chosen.has(row._id)) continue;
    rows.push({ ...duplicateRowValues(doc, row), _id: doc.nextId + rows.length } as TableRow);
    indexes.push(position);
    position += 1;
  }
  return { ok: true, command: rows.length === 0 ? null : { type: 'insertRows', rows, indexes } };
}

/** Deletes rows. */
export function deleteRowsCommand(doc: TableDocument, rowIds: readonly number[]): EditResult {
  const chosen = new Set(rowIds);
  const rows: TableRow[] = [];
  const indexes: number[] = [];
  doc.rows.forEach((row, index) => {
    if (!chosen.has(row._id)) return;
    rows.push(row);
    indexes.push(index);
  });
  return { ok: true, command: rows.length === 0 ? null : { type: 'removeRows', rows, indexes } };
}

/** The pandas table-schema type of a schema column's dtype. */
export function fieldTypeOfDtype(dtype: string | null | undefined): string {
  const d = (dtype ?? '').toLowerCase();
  if (d.includes('int')) return 'integer';
  if (d.includes('float')) return 'number';
  if (d.startsWith('bool')) return 'boolean';
  return 'string';
}

/** Adds a column at the end: `name` (dots become spaces) or the next free `newColumn…`; refused if taken. */
export function addColumnCommand(doc: TableDocument, name?: string, type = 'string'): EditResult {
  const taken = columnNames(doc);
  const chosen = name === undefined ? nextColumnName(taken) : normalizeColumnName(name);
  const problem = columnNameProblem(chosen, taken);
  if (problem) return { ok: false, error: problem };
  const field: TableField = { name: chosen, type };
  return {
    ok: true,
    command: { type: 'addColumn', field, position: taken.length, inPrimaryKey: false, values: new Map() },
  };
}

/** Renames a column; refused when the new name is empty or taken. */
export function renameColumnCommand(doc: TableDocument, from: string, to: string): EditResult {
  const taken = columnNames(doc);
  if (!taken.includes(from)) return nothing;
  const name = normalizeColumnName(to);
  const problem = columnNameProblem(name, taken, from);
  if (problem) return { ok: false, error: problem };
  return { ok: true, command: name === from ? null : { type: 'renameColumn', from, to: name } };
}

function removeColumnCommand(doc: TableDocument, name: string): TableCommand {
  const position = columnNames(doc).indexOf(name);
  const values = new Map<number, unknown>();
  for (const row of doc.rows) if (name in row) values.set(row._id, row[name]);
  return {
    type: 'removeColumn',
    field: doc.fields[position] as TableField,
    position,
    inPrimaryKey: doc.primaryKey.includes(name),
    values,
  };
}

/** Deletes a column; index, reference and `_id` columns are refused. */
export function deleteColumnCommand(doc: TableDocument, name: string): EditResult {
  if (!canDeleteColumn(doc, name)) return refused(TABLE_MESSAGE_KEYS.columnNotDeletable, { name });
  if (!columnNames(doc).includes(name)) return nothing;
  return { ok: true, command: removeColumnCommand(doc, name) };
}

/** 'Clear data' of a table with rows: every row and every column that is not a reference goes (spec 2 §4). */
export function clearDataCommand(doc: TableDocument): EditResult {
  const removeAll = deleteRowsCommand(
    doc,
    doc.rows.map((row) => row._id),
  );
  const rowsGone = removeAll.ok ? removeAll.command : null;
  // Columns are removed last first, so undo puts each back at its own position.
  const columns = columnNames(doc)
    .filter((name) => !isReferenceColumn(name, doc.schemaInfo.schemaName))
    .reverse()
    .map((name) => removeColumnCommand(doc, name));
  const commands = [rowsGone, ...columns].filter((c): c is TableCommand => c !== null);
  return { ok: true, command: commands.length === 0 ? null : { type: 'batch', commands } };
}

/** Rows for the reference values `column` does not use yet, added at the end. */
export function referenceRowsCommand(
  doc: TableDocument,
  column: string,
  values: readonly string[],
): EditResult {
  return { ok: true, command: placeNewRows(doc, referenceRows(doc, column, values), doc.rows.length) };
}
