import { CompiledQuery, sql, type Kysely } from 'kysely';
import { prepareByName } from './cached-statement';
import { pgArrayBinding, pgArraySql } from './pg-array-binding';
import type { Database } from './schema';
import type { SendWrite } from './write-pipeline';
import { SimpleTsVector } from './simple-tsvector';

/**
 * PostgreSQL multi-row inserts with each column's values in one array: `insert into t (a, b) select * from
 * unnest($1::text[], $2::integer[])`. A `values` list has a parameter per value, so each batch size is a new
 * statement that PostgreSQL parses and plans again (about a fifth of its time on `records.log()` batches: 2,560 to
 * 5,120 parameters a statement); this text is the same for any number of rows, prepared once per connection. A
 * column of an array type (a vector's `real[]`) cannot go through `unnest`, which would flatten it: such a table keeps
 * the `values` list. (`unnest-rows.ts` is the same idea for statements Kysely builds; this one is raw text, as
 * `insert-rows.ts` binds its rows.)
 */

/** Each column's type (`format_type`), by table, read from the catalog once per database (its adapter). */
const columnTypes = new WeakMap<object, Map<string, Promise<Map<string, string>>>>();

function typesOf(db: Kysely<Database>, table: string): Promise<Map<string, string>> {
  const adapter = db.getExecutor().adapter;
  let tables = columnTypes.get(adapter);
  if (!tables) columnTypes.set(adapter, (tables = new Map()));
  let types = tables.get(table);
  if (!types) {
    // `to_regclass`: a table this connection does not see (another session's temporary table) reads as no columns
    // instead of failing, which would abort the transaction the insert runs in.
    types = sql<{
      name: string;
      type: string;
    }>`select attname as name, format_type(atttypid, atttypmod) as type
      from pg_attribute where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped`
      .execute(db)
      .then((result) => new Map(result.rows.map((row) => [row.name, row.type])));
    // A failed read is not kept: the next insert reads again.
    types.catch(() => tables.delete(table));
    tables.set(table, types);
  }
  return types;
}

/** Statement texts by table, columns and conflict, built once. */
const texts = new Map<string, string>();

/**
 * `insert into "t" ("a", "b") select u."a", to_tsvector('simple', u."b") from unnest($1::integer[], $2::text[]) as
 * u("a", "b")` and `conflictText`: the columns' arrays cast to their `types` (text for a `words` column), prepared
 * by name on first use.
 */
export function unnestInsertText(
  table: string,
  columns: readonly string[],
  types: readonly string[],
  words: readonly boolean[],
  conflictText: string,
  joined: readonly boolean[] = columns.map(() => false),
): string {
  const key = `${table} ${columns.map((c, i) => `${c}:${types[i]}${words[i] ? ':words' : ''}${joined[i] ? ':joined' : ''}`).join(',')}${conflictText}`;
  let text = texts.get(key);
  if (text === undefined) {
    const quoted = columns.map((c) => `"${c}"`);
    const arrays = columns.map((_, i) => {
      const { before, after } = pgArraySql(words[i] ? 'text' : (types[i] as string), {
        joined: joined[i] === true,
      });
      return `${before}$${i + 1}${after}`;
    });
    const selected = columns.map((c, i) => (words[i] ? `to_tsvector('simple', u."${c}")` : `u."${c}"`));
    text =
      `insert into "${table}" (${quoted.join(', ')}) select ${selected.join(', ')} ` +
      `from unnest(${arrays.join(', ')}) as u(${quoted.join(', ')})${conflictText}`;
    if (texts.size >= 256) texts.clear();
    texts.set(key, text);
    prepareByName(text);
  }
  return text;
}

/**
 * The insert of `rows` (of one shape, plain values; `words` marks the `SimpleTsVector` columns) into a PostgreSQL
 * table as one statement of column arrays, with `conflictText` (its `on conflict … do update`, if any) after it,
 * laid out now and sent by the function returned; null, writing nothing, when a column's type is an array or
 * unknown, so the caller writes them as a `values` list.
 */
export async function arrayInsertWrite(
  db: Kysely<Database>,
  table: string,
  rows: readonly object[],
  columns: readonly string[],
  words: readonly boolean[],
  conflictText: string,
): Promise<SendWrite | null> {
  const known = await typesOf(db, table);
  const types = columns.map((column) => known.get(column));
  if (types.some((type) => type === undefined || type.endsWith('[]'))) return null;
  const bindings = columns.map((column) =>
    pgArrayBinding(
      rows.map((row) => {
        const value = (row as Record<string, unknown>)[column];
        return value instanceof SimpleTsVector ? value.text : value;
      }),
    ),
  );
  const joined = bindings.map((b) => b.joined);
  const query = CompiledQuery.raw(
    unnestInsertText(table, columns, types as string[], words, conflictText, joined),
    bindings.map((b) => b.value),
  );
  return async () => {
    await db.executeQuery(query);
  };
}
