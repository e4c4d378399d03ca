import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DialectName } from './dialect';

/** SQL of a JSON element (SQLite: JSON text; PostgreSQL: jsonb). */
export type JsonElement = RawBuilder<unknown>;

/**
 * Dialect-specific JSON expressions over JSON text columns. Every key and value is a bound
 * parameter; nothing from the request is spliced into SQL text.
 */
export interface SqlJson {
  /** The element at `keys` (object members, in order) inside a JSON text column or expression. */
  member(json: Expression<unknown> | RawBuilder<unknown>, ...keys: string[]): JsonElement;
  /** The whole JSON text column as an element. */
  whole(json: Expression<unknown> | RawBuilder<unknown>): JsonElement;
  /** A scalar element as text (SQLite returns the native scalar, which sorts numbers before text). */
  text(element: JsonElement): RawBuilder<unknown>;
  /** Any element as its JSON text (`"a"`, `3`, `["x"]`), for the caller to decode: NULL when it is absent. */
  encoded(element: JsonElement): RawBuilder<string | null>;
  /** A numeric element as a number, NULL for anything else. */
  number(element: JsonElement): RawBuilder<number | null>;
  /** True when the element (a scalar, or any item of an array) equals one of `values` as text. */
  anyTextIn(element: JsonElement, values: readonly string[]): RawBuilder<boolean>;
  /** Length of a JSON array element. */
  arrayLength(element: JsonElement): RawBuilder<number | null>;
}

/** A SQLite JSON path for object keys, quoting each key so dots or quotes in names are literal. */
function sqlitePath(keys: readonly string[]): string {
  return `$${keys.map((k) => `."${k.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join('')}`;
}

const sqliteJson: SqlJson = {
  member: (json, ...keys) => sql`(${json} -> ${sqlitePath(keys)})`,
  whole: (json) => sql`(${json})`,
  text: (element) => sql`(${element} ->> '$')`,
  // `->` already gives JSON text.
  encoded: (element) => sql<string | null>`${element}`,
  number: (element) =>
    sql<number | null>`(case when json_type(${element}) in ('integer', 'real') then ${element} ->> '$' end)`,
  anyTextIn: (element, values) =>
    sql<boolean>`exists (select 1 from json_each(${element}) as je where je.type not in ('object', 'array') and cast(je.value as text) in (${sql.join([...values])}))`,
  arrayLength: (element) => sql<number | null>`json_array_length(${element})`,
};

const postgresJson: SqlJson = {
  member: (json, ...keys) => {
    let expr: RawBuilder<unknown> = sql`(${json})::jsonb`;
    for (const key of keys) expr = sql`${expr} -> ${key}::text`;
    return sql`(${expr})`;
  },
  whole: (json) => sql`((${json})::jsonb)`,
  text: (element) => sql`(${element} #>> '{}')`,
  encoded: (element) => sql<string | null>`((${element})::text)`,
  number: (element) =>
    sql<
      number | null
    >`(case when jsonb_typeof(${element}) = 'number' then (${element} #>> '{}')::double precision end)`,
  anyTextIn: (element, values) =>
    sql<boolean>`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${element}) = 'array' then ${element} else jsonb_build_array(${element}) end) as je(v) where jsonb_typeof(je.v) not in ('object', 'array', 'null') and (je.v #>> '{}') in (${sql.join([...values])}))`,
  arrayLength: (element) =>
    sql<
      number | null
    >`(case when jsonb_typeof(${element}) = 'array' then jsonb_array_length(${element}) end)`,
};

/** The JSON expression builder for a dialect. */
export function sqlJson(dialect: DialectName): SqlJson {
  return dialect === 'postgres' ? postgresJson : sqliteJson;
}
