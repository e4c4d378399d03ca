import type { CellChange, TableCommand } from './tableCommands';
import { columnNames, HIDDEN_ID_COLUMN, type TableDocument, type TableRow } from './tableDocument';
import type { EditResult } from './tableEditCommands';

/**
 * Completed rows (a model's fill-in) written over the chosen rows as one command: the n-th completed row fills
 * the n-th chosen row (in table order), only in the table's columns and only where a value changes; completed
 * rows beyond the chosen ones are inserted after the last chosen row. Undo takes it all back at once.
 *
 * @example
 * fillRowsCommand(doc, [3], [{ n: '12', unit: 'mg' }]); // { ok: true, command: { type: 'setCells', … } }
 */
export function fillRowsCommand(
  doc: TableDocument,
  rowIds: readonly number[],
  completed: readonly Readonly<Record<string, unknown>>[],
): EditResult {
  const chosen = new Set(rowIds);
  const targets = doc.rows.filter((row) => chosen.has(row._id));
  const columns = columnNames(doc).filter((name) => name !== HIDDEN_ID_COLUMN);
  const changes: CellChange[] = [];
  targets.forEach((row, index) => {
    const values = completed[index];
    if (!values) return;
    for (const column of columns) {
      if (!(column in values) || Object.is(values[column], row[column])) continue;
      changes.push({ rowId: row._id, column, before: row[column], after: values[column] });
    }
  });
  const commands: TableCommand[] = [];
  if (changes.length > 0) commands.push({ type: 'setCells', changes });
  const extra = completed.slice(targets.length);
  if (extra.length > 0) {
    const last = targets.at(-1);
    const position = last ? doc.rows.indexOf(last) + 1 : doc.rows.length;
    const rows = extra.map((values, i) => {
      const cells = Object.fromEntries(columns.map((column) => [column, values[column] ?? null]));
      return { ...cells, _id: doc.nextId + i } as TableRow;
    });
    commands.push({ type: 'insertRows', rows, indexes: rows.map((_, i) => position + i) });
  }
  if (commands.length === 0) return { ok: true, command: null };
  return { ok: true, command: commands.length === 1 ? (commands[0] as TableCommand) : { type: 'batch', commands } };
}
