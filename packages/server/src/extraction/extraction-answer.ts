import { listErrors, rulesFromSchema, validateTable, type TableSchemaFile } from '@marginalia/core';
import { tableMessageText } from '../table-answer-checks/table-message-text';
import { schemaColumns } from './table-json-schema';

/** A model answer checked against the table's schema: its rows, or what is wrong with it. */
export type CheckedAnswer = { ok: true; rows: Record<string, unknown>[] } | { ok: false; problems: string[] };

/** Problems listed back to the model (and in the 502): enough to repair, short enough to read. */
const MAX_PROBLEMS = 10;

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a model's answer (`{"rows": [...]}` as JSON text, or a bare array of rows) and checks its rows with the
 * core's table validators against the schema file, the same checks the table editor and submitted answers get.
 * Keys the schema does not name are dropped; a column the model left out reads as null.
 *
 * @example
 * checkAnswer('{"rows": [{"n": 0}]}', schema); // { ok: false, problems: ["row 1, column 'n': Must be at least 1"] }
 */
export function checkAnswer(content: string | null | undefined, schema: TableSchemaFile): CheckedAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse((content ?? '').trim());
  } catch {
    return { ok: false, problems: ['the answer is not valid JSON'] };
  }
  const list = Array.isArray(parsed) ? parsed : isRow(parsed) ? parsed['rows'] : undefined;
  if (!Array.isArray(list)) return { ok: false, problems: ['the answer has no "rows" array'] };
  const bad = list.findIndex((row) => !isRow(row));
  if (bad >= 0) return { ok: false, problems: [`row ${bad + 1} is not an object`] };

  const names = schemaColumns(schema).map(([name]) => name);
  const rows = (list as Record<string, unknown>[]).map((row) =>
    Object.fromEntries(names.map((name) => [name, row[name] ?? null])),
  );
  const identified = rows.map((row, index) => ({ ...row, _id: index }));
  const validation = validateTable(identified, rulesFromSchema(schema, names));
  if (validation.count === 0) return { ok: true, rows };
  const problems = listErrors(validation, identified, names, MAX_PROBLEMS).map(
    (error) => `row ${error.rowIndex + 1}, column '${error.column}': ${tableMessageText(error.message)}`,
  );
  if (validation.count > problems.length) problems.push(`… ${validation.count} cells are not valid in all`);
  return { ok: false, problems };
}
