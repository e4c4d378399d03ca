import { CompiledQuery, sql, type Kysely, type QueryCreator } from 'kysely';
import { dialectOf } from './database';
import type { DialectName } from './dialect';
import type { Database } from './schema';
import { SimpleTsVector, simpleTsVectorCall, simpleTsVectorSql } from './simple-tsvector';
import { statementChunks } from './statement-chunks';
import { arrayInsertWrite } from './unnest-insert';
import { writeNow, type SendWrite } from './write-pipeline';

/**
 * Multi-row inserts of the bulk write paths (records with their answers, history) as SQL text built once per
 * shape: Kysely builds and compiles a node per value, and a batch of the SDK's `records.log()` binds some 50,000
 * values (its 2,304 history rows alone took ~6–10 ms to compile against ~1 ms to lay out here).
 */

/** A value bound as it is, with the meaning Kysely gives it (anything else goes through Kysely). */
function isPlainValue(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint' ||
    value instanceof Uint8Array
  );
}

/**
 * How rows are bound: null when some row lacks one of `columns` (or has another, or another order) or holds a value
 * only Kysely can write; else, per column, whether its values are `SimpleTsVector`s (every non-null one: a column
 * that mixes them with other values goes through Kysely), bound through `to_tsvector` around their text.
 */
function boundColumns(rows: readonly object[], columns: readonly string[]): boolean[] | null {
  const words = columns.map(() => false);
  const others = columns.map(() => false);
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return null;
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      if (key !== columns[i]) return null;
      const value = (row as Record<string, unknown>)[key];
      if (value instanceof SimpleTsVector) words[i] = true;
      else if (!isPlainValue(value)) return null;
      else if (value !== null) others[i] = true;
    }
  }
  return words.some((w, i) => w && others[i]) ? null : words;
}

/**
 * An upsert's conflict target, the columns a conflicting row takes from the inserted one (`update`), and columns set
 * to an SQL expression of both (`set`: column → expression text, e.g. a `coalesce` of `excluded` and the table).
 */
export interface OnConflictUpdate {
  columns: readonly string[];
  update: readonly string[];
  set?: Readonly<Record<string, string>>;
}

/** ` on conflict ("a", "b") do update set "c" = "excluded"."c", …`, as Kysely compiles it. */
function onConflictText(conflict: OnConflictUpdate | undefined): string {
  if (!conflict) return '';
  const target = conflict.columns.map((c) => `"${c}"`).join(', ');
  const set = [
    ...conflict.update.map((c) => `"${c}" = "excluded"."${c}"`),
    ...Object.entries(conflict.set ?? {}).map(([c, expression]) => `"${c}" = ${expression}`),
  ].join(', ');
  return ` on conflict (${target}) do update set ${set}`;
}

/** Statement texts by dialect, table, columns and row count: the same text each time, so its prepared form is reused. */
const insertTexts = new Map<string, string>();

/**
 * `insert into "table" ("a", "b") values (?, ?), (?, ?)` (`$1, $2, …` on PostgreSQL) with its `on conflict … do
 * update` if any, as Kysely compiles it; the parameter of a column `words` marks is bound through `to_tsvector`
 * (`SimpleTsVector`).
 */
export function insertText(
  dialect: DialectName,
  table: string,
  columns: readonly string[],
  rows: number,
  conflict?: OnConflictUpdate,
  words?: readonly boolean[],
): string {
  const suffix = onConflictText(conflict);
  const key = `${dialect} ${table} ${columns.map((c, i) => (words?.[i] ? `${c}:words` : c)).join(',')} ${rows}${suffix}`;
  let text = insertTexts.get(key);
  if (text === undefined) {
    const tuples: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      const marks = columns.map((_, column) => {
        const mark = dialect === 'postgres' ? `$${row * columns.length + column + 1}` : '?';
        return words?.[column] ? simpleTsVectorCall(mark) : mark;
      });
      tuples.push(`(${marks.join(', ')})`);
    }
    text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}${suffix}`;
    // Batches come in a few sizes; a bound keeps odd ones from piling up.
    if (insertTexts.size >= 256) insertTexts.clear();
    insertTexts.set(key, text);
  }
  return text;
}

/**
 * The same statement as a Kysely builder (for rows it must compile itself, or a statement that goes on into a
 * larger query): the insert of `rows`, with `conflict`'s update if any.
 */
export function kyselyInsertStatement<T extends keyof Database>(
  db: QueryCreator<Database>,
  table: T,
  rows: readonly Database[T][],
  conflict?: OnConflictUpdate,
) {
  const values = rows.map((row) =>
    Object.values(row).some((v) => v instanceof SimpleTsVector)
      ? Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, v instanceof SimpleTsVector ? simpleTsVectorSql(v) : v]),
        )
      : row,
  );
  const insert = db.insertInto(table).values(values as never);
  if (!conflict) return insert;
  return insert.onConflict((oc) =>
    oc
      .columns(conflict.columns as never)
      .doUpdateSet(
        Object.fromEntries([
          ...conflict.update.map((c) => [c, sql.ref(`excluded.${c}`)]),
          ...Object.entries(conflict.set ?? {}).map(([c, expression]) => [c, sql.raw(expression)]),
        ]) as never,
      ),
  );
}

/**
 * Inserts rows in as few statements as the database's bound-parameter limit allows (one per column and row; on
 * PostgreSQL one per table, its rows as column arrays, `unnest-insert.ts`, unless a column holds arrays); with
 * `conflict`, a row whose `conflict.columns` match a stored one updates its `conflict.update` columns instead.
 * Rows of one shape with plain values (strings, numbers, null, bytes: what the row layers build; `SimpleTsVector`
 * words) are bound directly; any other row set (an SQL expression, a missing column) is written by Kysely, as before.
 */
export async function insertRows<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Database[T][],
  conflict?: OnConflictUpdate,
): Promise<void> {
  await writeNow(insertRowsWrite(db, table, rows, conflict));
}

/**
 * `insertRows` laid out now and sent by the function returned (null: no rows), for a `WritePipeline`. Only the
 * PostgreSQL array statement is laid out ahead; the `values` lists are built as they are sent.
 */
export async function insertRowsWrite<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Database[T][],
  conflict?: OnConflictUpdate,
): Promise<SendWrite | null> {
  const first = rows[0];
  if (first === undefined) return null;
  const columns = Object.keys(first);
  const dialect = dialectOf(db);
  const words = boundColumns(rows as readonly object[], columns);
  // On PostgreSQL, plain rows go as one array per column: one statement text for any number of rows.
  if (dialect === 'postgres' && words) {
    const send = await arrayInsertWrite(
      db,
      table,
      rows as readonly object[],
      columns,
      words,
      onConflictText(conflict),
    );
    if (send) return send;
  }
  return () => insertValuesLists(db, table, rows, columns, words, conflict);
}

/** The rows as `values` lists, as many statements as the bound-parameter limit needs. */
async function insertValuesLists<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Database[T][],
  columns: readonly string[],
  words: readonly boolean[] | null,
  conflict: OnConflictUpdate | undefined,
): Promise<void> {
  const dialect = dialectOf(db);
  const anyWords = words?.includes(true) ?? false;
  for (const chunk of statementChunks(dialect, rows, columns.length)) {
    if (!words) {
      await kyselyInsertStatement(db, table, chunk, conflict).execute();
      continue;
    }
    const parameters: unknown[] = new Array(chunk.length * columns.length);
    let next = 0;
    for (const row of chunk) {
      for (const column of columns) {
        const value = (row as unknown as Record<string, unknown>)[column];
        parameters[next++] = anyWords && value instanceof SimpleTsVector ? value.text : value;
      }
    }
    await db.executeQuery(
      CompiledQuery.raw(
        insertText(dialect, table, columns, chunk.length, conflict, anyWords ? words : undefined),
        parameters,
      ),
    );
  }
}
