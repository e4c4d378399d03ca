import type { TableField } from '../api/wire/tables';
import { keepRowPositions, rowPositions, type TableDocument, type TableRow } from './tableDocument';

/** One cell's change: its value before and after. */
export interface CellChange {
  rowId: number;
  column: string;
  before: unknown;
  after: unknown;
}

/** Rows and the positions they take (ascending, positions in the table after the insertion). */
export interface PlacedRows {
  rows: readonly TableRow[];
  indexes: readonly number[];
}

/** A column, where it stands, whether it is in the primary key, and its values by row id. */
export interface PlacedColumn {
  field: TableField;
  position: number;
  inPrimaryKey: boolean;
  values: ReadonlyMap<number, unknown>;
}

/**
 * An edit of the table as data, with enough to undo it: the history keeps commands, not copies of the table,
 * so undoing a paste into 10,000 rows touches only the pasted cells.
 */
export type TableCommand =
  | { type: 'setCells'; changes: readonly CellChange[] }
  | ({ type: 'insertRows' } & PlacedRows)
  | ({ type: 'removeRows' } & PlacedRows)
  | ({ type: 'addColumn' } & PlacedColumn)
  | ({ type: 'removeColumn' } & PlacedColumn)
  | { type: 'renameColumn'; from: string; to: string }
  | { type: 'setSchemaInfo'; before: TableDocument['schemaInfo']; after: TableDocument['schemaInfo'] }
  | { type: 'batch'; commands: readonly TableCommand[] };

/** What a command may have changed, for validation: rows and columns, or everything. */
export interface CommandReach {
  rowIds: number[];
  columns: string[];
  /** Columns or the schema changed: check the whole table. */
  all: boolean;
}

function setCells(doc: TableDocument, changes: readonly CellChange[], useAfter: boolean): TableDocument {
  const at = rowPositions(doc.rows);
  const rows = [...doc.rows];
  const updated = new Map<number, Record<string, unknown>>();
  for (const change of changes) {
    const index = at.get(change.rowId);
    if (index === undefined) continue;
    let row = updated.get(index);
    if (!row) {
      row = { ...(rows[index] as TableRow) };
      updated.set(index, row);
    }
    row[change.column] = useAfter ? change.after : change.before;
  }
  for (const [index, row] of updated) rows[index] = row as TableRow;
  keepRowPositions(doc.rows, rows);
  return { ...doc, rows };
}

/** Merges rows into their positions in one pass. */
function insertRows(doc: TableDocument, placed: PlacedRows): TableDocument {
  const rows: TableRow[] = [];
  let source = 0;
  let next = 0;
  const total = doc.rows.length + placed.rows.length;
  for (let position = 0; position < total; position += 1) {
    if (next < placed.indexes.length && placed.indexes[next] === position) {
      rows.push(placed.rows[next] as TableRow);
      next += 1;
    } else if (source < doc.rows.length) {
      rows.push(doc.rows[source] as TableRow);
      source += 1;
    } else {
      rows.push(placed.rows[next] as TableRow);
      next += 1;
    }
  }
  const nextId = placed.rows.reduce((max, row) => Math.max(max, row._id + 1), doc.nextId);
  return { ...doc, rows, nextId };
}

function removeRows(doc: TableDocument, placed: PlacedRows): TableDocument {
  const gone = new Set(placed.rows.map((row) => row._id));
  return { ...doc, rows: doc.rows.filter((row) => !gone.has(row._id)) };
}

function addColumn(doc: TableDocument, column: PlacedColumn): TableDocument {
  const fields = [...doc.fields];
  fields.splice(Math.min(column.position, fields.length), 0, column.field);
  const name = column.field.name;
  const rows =
    column.values.size === 0
      ? doc.rows
      : doc.rows.map((row) =>
          column.values.has(row._id) ? { ...row, [name]: column.values.get(row._id) } : row,
        );
  const primaryKey = column.inPrimaryKey ? [...doc.primaryKey, name] : doc.primaryKey;
  return { ...doc, fields, rows, primaryKey };
}

function removeColumn(doc: TableDocument, name: string): TableDocument {
  const rows = doc.rows.map((row) => {
    if (!(name in row)) return row;
    const copy: Record<string, unknown> = { ...row };
    delete copy[name];
    return copy as TableRow;
  });
  return {
    ...doc,
    fields: doc.fields.filter((field) => field.name !== name),
    primaryKey: doc.primaryKey.filter((key) => key !== name),
    rows,
  };
}

function renameColumn(doc: TableDocument, from: string, to: string): TableDocument {
  const rows = doc.rows.map((row) => {
    if (!(from in row)) return row;
    const copy: Record<string, unknown> = { ...row, [to]: row[from] };
    delete copy[from];
    return copy as TableRow;
  });
  return {
    ...doc,
    fields: doc.fields.map((field) => (field.name === from ? { ...field, name: to } : field)),
    primaryKey: doc.primaryKey.map((key) => (key === from ? to : key)),
    rows,
  };
}

/**
 * Applies a command to a document (never mutating it).
 *
 * @example
 * const next = applyCommand(doc, { type: 'setCells', changes: [{ rowId: 0, column: 'n', before: 1, after: 2 }] });
 */
export function applyCommand(doc: TableDocument, command: TableCommand): TableDocument {
  switch (command.type) {
    case 'setCells':
      return setCells(doc, command.changes, true);
    case 'insertRows':
      return insertRows(doc, command);
    case 'removeRows':
      return removeRows(doc, command);
    case 'addColumn':
      return addColumn(doc, command);
    case 'removeColumn':
      return removeColumn(doc, command.field.name);
    case 'renameColumn':
      return renameColumn(doc, command.from, command.to);
    case 'setSchemaInfo':
      return { ...doc, schemaInfo: command.after };
    case 'batch':
      return command.commands.reduce(applyCommand, doc);
  }
}

/**
 * The command that undoes `command`.
 *
 * @example
 * applyCommand(applyCommand(doc, command), invertCommand(command)); // same content as doc
 */
export function invertCommand(command: TableCommand): TableCommand {
  switch (command.type) {
    case 'setCells':
      return {
        type: 'setCells',
        changes: command.changes.map((c) => ({ ...c, before: c.after, after: c.before })),
      };
    case 'insertRows':
      return { ...command, type: 'removeRows' };
    case 'removeRows':
      return { ...command, type: 'insertRows' };
    case 'addColumn':
      return { ...command, type: 'removeColumn' };
    case 'removeColumn':
      return { ...command, type: 'addColumn' };
    case 'renameColumn':
      return { type: 'renameColumn', from: command.to, to: command.from };
    case 'setSchemaInfo':
      return { type: 'setSchemaInfo', before: command.after, after: command.before };
    case 'batch':
      return { type: 'batch', commands: [...command.commands].reverse().map(invertCommand) };
  }
}

/** The rows and columns a command touches, so validation checks only those. */
export function commandReach(command: TableCommand): CommandReach {
  switch (command.type) {
    case 'setCells':
      return {
        rowIds: [...new Set(command.changes.map((c) => c.rowId))],
        columns: [...new Set(command.changes.map((c) => c.column))],
        all: false,
      };
    case 'insertRows':
    case 'removeRows':
      // Removing or adding rows can make or end duplicates in unique columns: those columns are re-checked.
      return {
        rowIds: command.rows.map((r) => r._id),
        columns: [...new Set(command.rows.flatMap((r) => Object.keys(r)))],
        all: false,
      };
    case 'batch': {
      const reaches = command.commands.map(commandReach);
      return {
        rowIds: reaches.flatMap((r) => r.rowIds),
        columns: reaches.flatMap((r) => r.columns),
        all: reaches.some((r) => r.all),
      };
    }
    default:
      return { rowIds: [], columns: [], all: true };
  }
}
