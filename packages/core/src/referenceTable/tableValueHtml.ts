import type { TableValue } from '../api/wire/tables';
import { gridCellText } from './tableGrid';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Table JSON as an HTML table with a header row, so a `use_table` text answer saved as JSON opens in the
 * rich-text table editor (which stores HTML).
 *
 * @example
 * tableValueHtml({ schema: { fields: [{ name: 'a' }] }, data: [{ a: 1 }] });
 * // '<table><tbody><tr><th>a</th></tr><tr><td>1</td></tr></tbody></table>'
 */
export function tableValueHtml(table: TableValue): string {
  const names = table.schema.fields.map((field) => field.name);
  const header = `<tr>${names.map((name) => `<th>${escapeHtml(name)}</th>`).join('')}</tr>`;
  const rows = table.data.map(
    (row) => `<tr>${names.map((name) => `<td>${escapeHtml(gridCellText(row[name]))}</td>`).join('')}</tr>`,
  );
  return `<table><tbody>${header}${rows.join('')}</tbody></table>`;
}
