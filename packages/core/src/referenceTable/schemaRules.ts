import type { SchemaColumn, TableSchemaFile } from '../api/wire/tables';
import type { CellRule } from './cellChecks';

/** One value an editor offers for a column (a suggestion or an allowed value), with its details if any. */
export interface ColumnOption {
  value: string;
  details?: unknown;
}

/** What a schema file says about the columns of one table. */
export interface TableRules {
  /** Column → its checks, in the order they are reported (required first, then type, then values). */
  columns: ReadonlyMap<string, readonly CellRule[]>;
  /** Column → the values its editor offers (`isin`, else `suggestion`). */
  options: ReadonlyMap<string, readonly ColumnOption[]>;
  /** Columns with a `unique` check (their errors depend on other rows). */
  uniqueColumns: ReadonlySet<string>;
}

/** No checks at all (a table without a schema). */
export const NO_RULES: TableRules = { columns: new Map(), options: new Map(), uniqueColumns: new Set() };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A check's numeric argument: a number, or pandera's `{min_value}` / `{max_value}` form. */
function numberArg(value: unknown, key: string): number | null {
  const raw = isRecord(value) ? value[key] : value;
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

/** A list argument: an array, an object's keys (values with details), or pandera's `{allowed_values}`. */
function listArg(value: unknown): ColumnOption[] | null {
  if (Array.isArray(value))
    return value.map((v) => ({ value: typeof v === 'string' ? v : JSON.stringify(v) }));
  if (isRecord(value)) {
    if (Array.isArray(value['allowed_values'])) return listArg(value['allowed_values']);
    return Object.entries(value).map(([key, details]) => ({ value: key, details }));
  }
  return null;
}

function typeRule(column: SchemaColumn): CellRule | null {
  const dtype = (column.dtype ?? '').toLowerCase();
  const nullable = column.nullable === true;
  if (dtype === 'str' || dtype === 'string' || dtype === 'object') return { kind: 'string' };
  if (dtype.includes('int')) return { kind: 'integer', nullable };
  if (dtype.includes('float') || dtype.includes('decimal')) return { kind: 'decimal', nullable };
  if (dtype.startsWith('bool')) return { kind: 'boolean', nullable };
  return null;
}

function rangeRules(checks: Record<string, unknown>): CellRule[] {
  const rules: CellRule[] = [];
  const range = isRecord(checks['in_range']) ? checks['in_range'] : null;
  const ge = numberArg(checks['greater_than_or_equal_to'], 'min_value');
  const gt = numberArg(checks['greater_than'], 'min_value');
  const le = numberArg(checks['less_than_or_equal_to'], 'max_value');
  const lt = numberArg(checks['less_than'], 'max_value');
  if (ge !== null) rules.push({ kind: 'greaterOrEqual', min: ge });
  if (gt !== null) rules.push({ kind: 'greater', min: gt });
  if (le !== null) rules.push({ kind: 'lessOrEqual', max: le });
  if (lt !== null) rules.push({ kind: 'less', max: lt });
  const low = range ? numberArg(range, 'min_value') : null;
  const high = range ? numberArg(range, 'max_value') : null;
  if (low !== null)
    rules.push(
      range?.['include_min'] === false ? { kind: 'greater', min: low } : { kind: 'greaterOrEqual', min: low },
    );
  if (high !== null)
    rules.push(
      range?.['include_max'] === false ? { kind: 'less', max: high } : { kind: 'lessOrEqual', max: high },
    );
  return rules;
}

function regexRule(arg: unknown): CellRule | null {
  const pattern = isRecord(arg) ? arg['pattern'] : arg;
  if (typeof pattern !== 'string') return null;
  try {
    // pandera's str_matches is Python's re.match: anchored at the start only.
    return { kind: 'regex', pattern, regex: new RegExp(`^(?:${pattern})`, 'u') };
  } catch {
    return null; // A pattern JavaScript cannot read checks nothing rather than everything.
  }
}

/** The checks of one column, and the options its editor offers. */
function columnRules(column: SchemaColumn): { rules: CellRule[]; options: ColumnOption[] | null } {
  const rules: CellRule[] = [];
  if (column.required === true) rules.push({ kind: 'required' });
  const type = typeRule(column);
  if (type) rules.push(type);
  if (column.unique === true) rules.push({ kind: 'unique' });
  const checks = isRecord(column.checks) ? column.checks : {};
  rules.push(...rangeRules(checks));
  const isin = listArg(checks['isin']);
  const multiselect = isRecord(checks['multiselect']) ? checks['multiselect'] : null;
  if (multiselect) {
    const values = listArg(multiselect['isin']) ?? isin;
    const delimiter =
      typeof multiselect['delimiter'] === 'string' && multiselect['delimiter']
        ? multiselect['delimiter']
        : ',';
    rules.push({ kind: 'multiselect', delimiter, values: values?.map((o) => o.value) ?? null });
  } else if (isin && isin.length > 0) {
    rules.push({ kind: 'inList', values: isin.map((o) => o.value) });
  }
  const regex = regexRule(checks['str_matches']);
  if (regex) rules.push(regex);
  return { rules, options: isin ?? listArg(checks['suggestion']) };
}

/** Reads a dataframe check's parallel lists (`columns_a`, …); `or_equal` may be one boolean or a list. */
function parallel(check: unknown, keys: string[]): { columns: string[][]; orEqual: boolean[] } | null {
  if (!isRecord(check)) return null;
  const lists = keys.map((key) => check[key]);
  if (!lists.every((list) => Array.isArray(list) && list.every((c) => typeof c === 'string'))) return null;
  const columns = lists as string[][];
  const raw = check['or_equal'];
  const orEqual = (columns[0] ?? []).map((_, i) => (Array.isArray(raw) ? raw[i] === true : raw === true));
  return { columns, orEqual };
}

function dataframeRules(
  checks: Record<string, unknown>,
  add: (column: string, rule: CellRule) => void,
): void {
  const less = parallel(checks['check_less_than'], ['columns_a', 'columns_b']);
  less?.columns[0]?.forEach((column, i) =>
    add(column, {
      kind: 'lessThanColumn',
      column: less.columns[1]?.[i] ?? '',
      orEqual: less.orEqual[i] ?? false,
    }),
  );
  const greater = parallel(checks['check_greater_than'], ['columns_a', 'columns_b']);
  greater?.columns[0]?.forEach((column, i) =>
    add(column, {
      kind: 'greaterThanColumn',
      column: greater.columns[1]?.[i] ?? '',
      orEqual: greater.orEqual[i] ?? false,
    }),
  );
  const between = parallel(checks['check_between'], ['columns_target', 'columns_lower', 'columns_upper']);
  between?.columns[0]?.forEach((column, i) =>
    add(column, {
      kind: 'betweenColumns',
      lower: between.columns[1]?.[i] ?? '',
      upper: between.columns[2]?.[i] ?? '',
      orEqual: between.orEqual[i] ?? false,
    }),
  );
}

/**
 * Compiles a pandera-style schema file (contract §19) into the checks of a table's columns (spec 2 §5):
 * `required`, `unique`, the dtype (`str`, `int*`, `float*`, `bool`), `greater_than_or_equal_to`,
 * `less_than_or_equal_to` (also `greater_than`, `less_than`, `in_range`), `isin`, `str_matches`, `suggestion`
 * (offered, never enforced), `multiselect` with its delimiter, and the dataframe checks `check_less_than`,
 * `check_greater_than` and `check_between` with `or_equal`. Only columns the table has are checked.
 *
 * @example
 * const rules = rulesFromSchema(schema, ['n', 'arm']);
 * rules.columns.get('n'); // [{ kind: 'integer', nullable: false }, { kind: 'greaterOrEqual', min: 0 }]
 */
export function rulesFromSchema(
  schema: TableSchemaFile | null | undefined,
  tableColumns: readonly string[],
): TableRules {
  if (!schema) return NO_RULES;
  const present = new Set(tableColumns);
  const columns = new Map<string, CellRule[]>();
  const options = new Map<string, ColumnOption[]>();
  const definitions: [string, SchemaColumn][] = [
    ...Object.entries(schema.columns ?? {}),
    ...(schema.index ?? []).flatMap((column): [string, SchemaColumn][] =>
      column.name ? [[column.name, column]] : [],
    ),
  ];
  for (const [name, definition] of definitions) {
    if (!present.has(name)) continue;
    const compiled = columnRules(definition);
    columns.set(name, compiled.rules);
    if (compiled.options) options.set(name, compiled.options);
  }
  if (isRecord(schema.checks)) {
    dataframeRules(schema.checks, (column, rule) => {
      if (present.has(column)) columns.set(column, [...(columns.get(column) ?? []), rule]);
    });
  }
  const uniqueColumns = new Set(
    [...columns].filter(([, rules]) => rules.some((r) => r.kind === 'unique')).map(([name]) => name),
  );
  return { columns, options, uniqueColumns };
}

/** The names of the schema's columns (its `columns` and `index`), in the schema's order. */
export function schemaColumnNames(schema: TableSchemaFile | null | undefined): string[] {
  if (!schema) return [];
  const names = [
    ...(schema.index ?? []).map((c) => c.name).filter((n): n is string => typeof n === 'string'),
    ...Object.keys(schema.columns ?? {}),
  ];
  return [...new Set(names)];
}
