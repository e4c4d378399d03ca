/** Text as HTML: the stand-in's pages show repository ids and cell values, which may hold markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const PAGE_STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; color: #1f2328; }
h1 { font-size: 1.25rem; } h2 { font-size: 1rem; margin-top: 1.5rem; }
.badge { font-size: 0.75rem; border: 1px solid #8c959f; border-radius: 1rem; padding: 0 0.5rem; margin-left: 0.5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #d0d7de; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
td { min-width: 8rem; max-width: 28rem; overflow-wrap: anywhere; }
.rows { overflow-x: auto; }
img { max-width: 6rem; image-rendering: pixelated; }
`;

/** A whole page: the stand-in's dataset pages are plain HTML with no script. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

/** Longest text a table cell shows. */
const CELL_CHARS = 300;

function cellHtml(value: unknown, column: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && typeof (value as { src?: unknown }).src === 'string')
    return `<img src="${escapeHtml((value as { src: string }).src)}" alt="${escapeHtml(column)}">`;
  const text =
    typeof value === 'string'
      ? value
      : JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? Number(item) : item));
  return escapeHtml(text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text);
}

/** Rows as a table, one column per name; images (`{src}` cells) as pictures, long texts cut. */
export function rowsTable(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${cellHtml(row[column], column)}</td>`).join('')}</tr>`)
    .join('');
  return `<div class="rows"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}
