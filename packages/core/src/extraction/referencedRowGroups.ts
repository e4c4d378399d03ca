import { referenceColumns } from '../referenceTable/columnKinds';
import { isNA } from '../referenceTable/naValue';
import type { ReferenceValues } from '../referenceTable/rowRules';
import type { TableDocument } from '../referenceTable/tableDocument';

/** The group a reference column's rows are sent under: its name without the `_ref` or `_ID` ending. */
export function referenceGroupName(column: string): string {
  return column.replace(/_(ref|ID)$/, '') || column;
}

/**
 * The rows of the record's other tables that the chosen rows point at, one group per reference column (spec 2 §7:
 * `extractions` holds them beside the table's own rows, so the model knows what a `Study_ID` stands for). A row
 * is the referenced row's details with the value under the column's name; values no table offers are left out.
 *
 * @example
 * referencedRowGroups(doc, [0], { Study_ID: { S1: { design: 'RCT' }, S2: { design: 'cohort' } } });
 * // { Study: [{ Study_ID: 'S1', design: 'RCT' }] } when row 0 has Study_ID 'S1'
 */
export function referencedRowGroups(
  doc: TableDocument,
  rowIds: readonly number[],
  referenceValues: ReferenceValues | undefined,
): Record<string, Record<string, unknown>[]> {
  const chosen = new Set(rowIds);
  const rows = doc.rows.filter((row) => chosen.has(row._id));
  const groups: Record<string, Record<string, unknown>[]> = {};
  for (const column of referenceColumns(doc)) {
    const offered = referenceValues?.[column];
    if (!offered) continue;
    const values = [...new Set(rows.map((row) => row[column]).filter((value) => !isNA(value)).map(String))];
    const referenced = values
      .filter((value) => Object.hasOwn(offered, value))
      .map((value) => {
        const details = offered[value];
        return { [column]: value, ...(typeof details === 'object' && details !== null ? details : {}) };
      });
    if (referenced.length > 0) (groups[referenceGroupName(column)] ??= []).push(...referenced);
  }
  return groups;
}
