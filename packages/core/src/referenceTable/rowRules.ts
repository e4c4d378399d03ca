import { isReferenceColumn, ownIndexColumns, referenceColumns } from './columnKinds';
import { isNA, numericValue } from './naValue';
import type { TableDocument, TableRow } from './tableDocument';

/** Reference values offered for a table: reference column → value → details of the referenced row. */
export type ReferenceValues = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The highest number in a column plus one (1 in a column without numbers). */
export function nextIndexValue(rows: readonly TableRow[], column: string): number {
  let highest = 0;
  for (const row of rows) {
    const value = numericValue(row[column]);
    if (value !== null && value > highest) highest = value;
  }
  return Math.floor(highest) + 1;
}

/**
 * The cells of a new row (spec 2 §5): each index column that is not a reference takes the highest value + 1;
 * reference columns copy the neighbouring row's values. Other cells stay empty.
 *
 * @example
 * newRowValues(doc, doc.rows.at(-1)); // { Outcome_ID: 4, Study_ID: 'S1' }
 */
export function newRowValues(doc: TableDocument, neighbour?: TableRow): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of ownIndexColumns(doc)) values[column] = nextIndexValue(doc.rows, column);
  if (neighbour) {
    for (const column of referenceColumns(doc)) {
      if (!isNA(neighbour[column])) values[column] = neighbour[column];
    }
  }
  return values;
}

/** A copy of a row for 'Duplicate rows': every cell but the index values, which are cleared (spec 2 §5). */
export function duplicateRowValues(doc: TableDocument, row: TableRow): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...row };
  delete copy['_id'];
  for (const column of ownIndexColumns(doc)) copy[column] = null;
  return copy;
}

/**
 * The first reference column of the table that has reference values, with those values.
 *
 * @example
 * referenceColumnWithValues(doc, { Study_ID: { S1: {}, S2: {} } }); // { column: 'Study_ID', values: ['S1', 'S2'] }
 */
export function referenceColumnWithValues(
  doc: TableDocument,
  referenceValues: ReferenceValues | undefined,
): { column: string; values: string[] } | null {
  for (const column of referenceColumns(doc)) {
    const values = Object.keys(referenceValues?.[column] ?? {});
    if (values.length > 0) return { column, values };
  }
  return null;
}

/**
 * Rows for the reference values a column does not use yet ('Generate empty rows for every reference' on an
 * empty table, 'Add missing references' on a group): one row per value, index columns numbered on.
 */
export function referenceRows(
  doc: TableDocument,
  column: string,
  values: readonly string[],
): Record<string, unknown>[] {
  if (!isReferenceColumn(column, doc.schemaInfo.schemaName)) return [];
  const used = new Set(doc.rows.map((row) => String(row[column])));
  const own = ownIndexColumns(doc);
  const next = Object.fromEntries(own.map((c) => [c, nextIndexValue(doc.rows, c)]));
  return values
    .filter((value) => !used.has(value))
    .map((value) => {
      const cells: Record<string, unknown> = { [column]: value };
      for (const c of own) cells[c] = (next[c] as number)++;
      return cells;
    });
}
