import { isNA, numericValue } from '../referenceTable/naValue';
import { HIDDEN_ID_COLUMN } from '../referenceTable/tableDocument';
import type { PairScore } from './pairwiseAgreement';

/**
 * Table answers compared cell by cell. Rows are matched by their primary key (the columns of the table JSON's
 * `schema.primaryKey`) when both tables name the same key columns and each table's key values are unique and
 * present; otherwise by row index (first row with first row). The cells compared are the union over both tables
 * of (row, column) that hold a value in at least one of them: two empty cells are not two annotators agreeing on
 * a value, and counting them would let a sparse table score high whatever was entered. Key columns are not
 * compared when rows are matched by them (they agree by construction).
 */

/** A table answer reduced to what cell agreement reads. */
export interface CellTable {
  primaryKey: readonly string[];
  rows: readonly Readonly<Record<string, unknown>>[];
}

/**
 * Table JSON (`{schema, data}`) as a table answer; anything without a list of row objects is no answer.
 *
 * @example
 * readCellTable({ schema: { fields: [], primaryKey: ['id'] }, data: [{ id: 1 }] }); // { primaryKey: ['id'], rows: […] }
 */
export function readCellTable(raw: unknown): CellTable | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { schema, data } = raw as { schema?: { primaryKey?: unknown }; data?: unknown };
  if (
    !Array.isArray(data) ||
    !data.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))
  ) {
    return undefined;
  }
  const key = schema?.primaryKey;
  const primaryKey = Array.isArray(key) && key.every((column) => typeof column === 'string') ? key : [];
  return { primaryKey, rows: data as Record<string, unknown>[] };
}

/**
 * A cell's comparable text: NA (empty, blank, `NA`) as null; numbers, and text that reads as one, as the number
 * ('12', ' 12.0 ' and 12 are equal, as the table's number checks read them); other text trimmed.
 */
function cellText(value: unknown): string | null {
  if (isNA(value)) return null;
  const number = numericValue(value);
  if (number !== null) return String(number);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Row key → row, or null when the key columns cannot identify every row once. */
function rowsByKey(
  table: CellTable,
  key: readonly string[],
): Map<string, Readonly<Record<string, unknown>>> | null {
  const rows = new Map<string, Readonly<Record<string, unknown>>>();
  for (const row of table.rows) {
    const parts = key.map((column) => cellText(row[column]));
    if (parts.includes(null)) return null;
    const text = JSON.stringify(parts);
    if (rows.has(text)) return null;
    rows.set(text, row);
  }
  return rows;
}

function sameKey(a: CellTable, b: CellTable): boolean {
  return a.primaryKey.length > 0 && a.primaryKey.join('\u0000') === b.primaryKey.join('\u0000');
}

/** The two tables' rows side by side, and the columns not to compare. */
function matchedRows(a: CellTable, b: CellTable) {
  if (sameKey(a, b)) {
    const left = rowsByKey(a, a.primaryKey);
    const right = rowsByKey(b, b.primaryKey);
    if (left && right) {
      const keys = new Set([...left.keys(), ...right.keys()]);
      return { pairs: [...keys].map((key) => [left.get(key), right.get(key)] as const), skip: a.primaryKey };
    }
  }
  const length = Math.max(a.rows.length, b.rows.length);
  return { pairs: Array.from({ length }, (_, i) => [a.rows[i], b.rows[i]] as const), skip: [] as string[] };
}

/**
 * Cell agreement of two table answers: `agreed` equal cells of `compared` cells holding a value in either table.
 *
 * @example
 * tableCellScore(readCellTable(a)!, readCellTable(b)!); // { agreed: 3, compared: 4 }
 */
export function tableCellScore(a: CellTable, b: CellTable): PairScore {
  const { pairs, skip } = matchedRows(a, b);
  const skipped = new Set([...skip, HIDDEN_ID_COLUMN]);
  let agreed = 0;
  let compared = 0;
  for (const [left = {}, right = {}] of pairs) {
    const columns = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const column of columns) {
      if (skipped.has(column)) continue;
      const x = cellText(left[column]);
      const y = cellText(right[column]);
      if (x === null && y === null) continue;
      compared += 1;
      if (x === y) agreed += 1;
    }
  }
  return { agreed, compared };
}
