import { sql, type RawBuilder } from 'kysely';
import { pgArrayBinding, pgArraySql } from './pg-array-binding';

/**
 * Rows passed to PostgreSQL as one array per column (`columnArrays`, read back by `unnestRows`): a statement taking
 * them has the same text for any number of rows, so PostgreSQL prepares it once per connection, where a multi-row
 * `values` list or an `in (…)` list is a new statement, parsed and planned again, for each count.
 */

/** The arrays of `columnArrays`: one per column, named `<prefix><column>`. */
export type ColumnArrays<R, K extends keyof R & string, P extends string> = {
  [C in K as `${P}${C}`]: R[C][];
};

/** The columns of `rows` as arrays, named `<prefix><column>` (a statement may take the rows of several tables). */
export function columnArrays<R, K extends keyof R & string, P extends string>(
  prefix: P,
  rows: readonly R[],
  columns: readonly K[],
): ColumnArrays<R, K, P> {
  return Object.fromEntries(
    columns.map((column) => [`${prefix}${column}`, rows.map((row) => row[column])]),
  ) as ColumnArrays<R, K, P>;
}

/** The names `columnArrays` gives the arrays of `columns`. */
export function arrayNames<K extends string, P extends string>(
  prefix: P,
  columns: readonly K[],
): `${P}${K}`[] {
  return columns.map((column) => `${prefix}${column}` as const);
}

/**
 * `select * from unnest($1::<type>[], …)`: the rows whose column arrays are in `arrays` (`columnArrays`), one
 * parameter per column in the order of `columns`, each cast to its PostgreSQL type.
 */
export function unnestRows(
  arrays: Record<string, unknown>,
  prefix: string,
  columns: readonly (readonly [column: string, type: string])[],
): RawBuilder<unknown> {
  const parameters = columns.map(([column, type]) => {
    // Bound as a text PostgreSQL splits, or as the array's text, where the driver would be slower (`pg-array-binding.ts`).
    const binding = pgArrayBinding(arrays[`${prefix}${column}`]);
    const { before, after } = pgArraySql(type, binding);
    return sql`${sql.raw(before)}${binding.value}${sql.raw(after)}`;
  });
  return sql`select * from unnest(${sql.join(parameters)})`;
}

/** `"<column>" = any($1::text[])`: one parameter for any number of ids (PostgreSQL). */
export function inTextArray(column: string, ids: unknown): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${ids}::text[])`;
}
