import { createMessage, type Message } from '../messages/Message';
import { isBlank, isNA, numericValue } from './naValue';
import { TABLE_MESSAGE_KEYS as KEYS } from './tableMessageKeys';

/**
 * One check of a cell, compiled from a schema file (`schemaRules.ts`). Row-local checks read only the row;
 * `unique` also needs how often each value occurs in the column.
 */
export type CellRule =
  | { kind: 'required' }
  | { kind: 'unique' }
  | { kind: 'string' }
  | { kind: 'integer'; nullable: boolean }
  | { kind: 'decimal'; nullable: boolean }
  | { kind: 'boolean'; nullable: boolean }
  | { kind: 'greaterOrEqual'; min: number }
  | { kind: 'lessOrEqual'; max: number }
  | { kind: 'greater'; min: number }
  | { kind: 'less'; max: number }
  | { kind: 'inList'; values: string[] }
  | { kind: 'regex'; pattern: string; regex: RegExp }
  | { kind: 'multiselect'; delimiter: string; values: string[] | null }
  | { kind: 'lessThanColumn'; column: string; orEqual: boolean }
  | { kind: 'greaterThanColumn'; column: string; orEqual: boolean }
  | { kind: 'betweenColumns'; lower: string; upper: string; orEqual: boolean };

/** A row as the checks read it: column name → cell value. */
export type RowValues = Readonly<Record<string, unknown>>;

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const BOOLEAN_TEXTS = new Set(['true', 'false', 'True', 'False', 'TRUE', 'FALSE', '0', '1']);

/** The text a value is compared as in lists and uniqueness (`1` and `"1"` are the same entry). */
export function valueKey(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function typed(kind: 'integer' | 'decimal' | 'boolean', value: unknown): boolean {
  if (kind === 'boolean') return typeof value === 'boolean' || BOOLEAN_TEXTS.has(String(value).trim());
  if (typeof value === 'number') return kind === 'decimal' ? Number.isFinite(value) : Number.isInteger(value);
  return typeof value === 'string' && (kind === 'integer' ? INTEGER : DECIMAL).test(value.trim());
}

/** Compares two cells of a row as numbers; true (passes) when either is NA or not a number. */
function compareColumns(value: unknown, other: unknown, test: (a: number, b: number) => boolean): boolean {
  const a = numericValue(value);
  const b = numericValue(other);
  return a === null || b === null || isNA(value) || isNA(other) || test(a, b);
}

function checkColumnRule(rule: CellRule, value: unknown, row: RowValues): Message | null {
  switch (rule.kind) {
    case 'lessThanColumn':
      return compareColumns(value, row[rule.column], (a, b) => (rule.orEqual ? a <= b : a < b))
        ? null
        : createMessage(rule.orEqual ? KEYS.lessOrEqualColumn : KEYS.lessThanColumn, { column: rule.column });
    case 'greaterThanColumn':
      return compareColumns(value, row[rule.column], (a, b) => (rule.orEqual ? a >= b : a > b))
        ? null
        : createMessage(rule.orEqual ? KEYS.greaterOrEqualColumn : KEYS.greaterThanColumn, {
            column: rule.column,
          });
    case 'betweenColumns': {
      const lowerOk = compareColumns(value, row[rule.lower], (a, b) => (rule.orEqual ? a >= b : a > b));
      const upperOk = compareColumns(value, row[rule.upper], (a, b) => (rule.orEqual ? a <= b : a < b));
      return lowerOk && upperOk
        ? null
        : createMessage(rule.orEqual ? KEYS.betweenOrEqualColumns : KEYS.betweenColumns, {
            lower: rule.lower,
            upper: rule.upper,
          });
    }
    default:
      return null;
  }
}

function checkValueRule(rule: CellRule, value: unknown): Message | null {
  switch (rule.kind) {
    case 'string':
      return typeof value === 'string' ? null : createMessage(KEYS.string);
    case 'integer':
    case 'decimal':
    case 'boolean':
      return typed(rule.kind, value) ? null : createMessage(KEYS[rule.kind]);
    case 'greaterOrEqual':
      return (numericValue(value) ?? Infinity) >= rule.min
        ? null
        : createMessage(KEYS.greaterOrEqual, { min: rule.min });
    case 'lessOrEqual':
      return (numericValue(value) ?? -Infinity) <= rule.max
        ? null
        : createMessage(KEYS.lessOrEqual, { max: rule.max });
    case 'greater':
      return (numericValue(value) ?? Infinity) > rule.min
        ? null
        : createMessage(KEYS.greater, { min: rule.min });
    case 'less':
      return (numericValue(value) ?? -Infinity) < rule.max
        ? null
        : createMessage(KEYS.less, { max: rule.max });
    case 'inList':
      return rule.values.includes(valueKey(value))
        ? null
        : createMessage(KEYS.inList, { values: rule.values.join(', ') });
    case 'regex':
      return rule.regex.test(String(value)) ? null : createMessage(KEYS.regex, { pattern: rule.pattern });
    case 'multiselect': {
      const items = String(value)
        .split(rule.delimiter)
        .map((item) => item.trim())
        .filter((item) => item !== '');
      const ok = rule.values === null || items.every((item) => rule.values?.includes(item));
      return ok
        ? null
        : createMessage(KEYS.multiselect, {
            values: (rule.values ?? []).join(', '),
            delimiter: rule.delimiter,
          });
    }
    default:
      return null;
  }
}

/**
 * The error of one rule on one cell, or null when it passes (spec 2 §5). NA passes every check except
 * `required` (a blank cell; an explicit `NA` is an answer) and the number types of a non-nullable column.
 * Numeric comparisons read text that looks like a number; a non-number passes them (its type check reports it).
 * `occurrences` is how often the cell's value occurs in its column (for `unique`).
 *
 * @example
 * checkCell({ kind: 'greaterOrEqual', min: 0 }, '-1', {}); // { key: 'validation.greaterOrEqual', params: { min: 0 } }
 * checkCell({ kind: 'integer', nullable: true }, 'NA', {}); // null
 */
export function checkCell(rule: CellRule, value: unknown, row: RowValues, occurrences = 1): Message | null {
  if (rule.kind === 'required') return isBlank(value) ? createMessage(KEYS.required) : null;
  if (isNA(value)) {
    const nullableType = rule.kind === 'integer' || rule.kind === 'decimal' || rule.kind === 'boolean';
    return nullableType && !rule.nullable ? createMessage(KEYS[rule.kind]) : null;
  }
  if (rule.kind === 'unique') return occurrences > 1 ? createMessage(KEYS.unique) : null;
  return checkColumnRule(rule, value, row) ?? checkValueRule(rule, value);
}

/** The first failing rule's message for a cell, or null when every rule passes. */
export function checkCellRules(
  rules: readonly CellRule[],
  value: unknown,
  row: RowValues,
  occurrences = 1,
): Message | null {
  for (const rule of rules) {
    const error = checkCell(rule, value, row, occurrences);
    if (error !== null) return error;
  }
  return null;
}
