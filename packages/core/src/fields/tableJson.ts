import type { TableAnswer } from '../model/AnswerValue';

/** One column of a table: its name and data type (string when not given). */
export interface TableColumn {
  name: string;
  type: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a table JSON value (an object, or a JSON string of one): valid when `data` is a list of row objects and
 * `schema.fields` a list of `{name}`; null otherwise.
 *
 * @example
 * parseTableJson('{"data":[{"a":1}],"schema":{"fields":[{"name":"a"}]}}')?.data; // [{ a: 1 }]
 * parseTableJson('hello'); // null
 */
export function parseTableJson(value: unknown): TableAnswer | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) return null;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.data) || !isRecord(parsed.schema)) return null;
  const fields = parsed.schema.fields;
  if (!Array.isArray(fields) || !fields.every((field) => isRecord(field) && typeof field.name === 'string')) {
    return null;
  }
  if (!parsed.data.every(isRecord)) return null;
  return parsed as unknown as TableAnswer;
}

/**
 * The columns of a table, in schema order.
 *
 * @example
 * tableColumns(table); // [{ name: 'drug', type: 'string' }, …]
 */
export function tableColumns(table: TableAnswer): TableColumn[] {
  return table.schema.fields.map((field) => ({ name: field.name, type: field.type ?? 'string' }));
}

/**
 * The text shown in a cell: empty for null and undefined, JSON for objects, the value as text otherwise.
 *
 * @example
 * cellText(null); // ''
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
