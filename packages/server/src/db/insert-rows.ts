import { CompiledQuery, sql, type Kysely, type QueryCreator } from 'kysely';
import { dialectOf } from './database';
import type { DialectName } from './dialect';
import type { Database } from './schema';
import { statementChunks } from './statement-chunks';

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

/** Whether every row has exactly `columns`, in that order, each with a plain value. */
function plainRows(rows: readonly object[], columns: readonly string[]): boolean {
  return rows.every((row) => {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return false;
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      if (key !== columns[i] || !isPlainValue((row as Record<string, unknown>)[key])) return false;
    }
    return true;
  });
}

/** An upsert's conflict target and the columns a conflicting row takes from the inserted one. */
export interface OnConflictUpdate {
  columns: readonly string[];
  update: readonly string[];
}

/** ` on conflict ("a", "b") do update set "c" = "excluded"."c", …`, as Kysely compiles it. */
function onConflictText(conflict: OnConflictUpdate | undefined): string {
  if (!conflict) return '';
  const target = conflict.columns.map((c) => `"${c}"`).join(', ');
  const set = conflict.update.map((c) => `"${c}" = "excluded"."${c}"`).join(', ');
  return ` on conflict (${target}) do update set ${set}`;
}

/** Statement texts by dialect, table, columns and row count: the same text each time, so its prepared form is reused. */
const insertTexts = new Map<string, string>();

/**
 * `insert into "table" ("a", "b") values (?, ?), (?, ?)` (`$1, $2, …` on PostgreSQL) with its `on conflict … do
 * update` if any, as Kysely compiles it.
 */
export function insertText(
  dialect: DialectName,
  table: string,
  columns: readonly string[],
  rows: number,
  conflict?: OnConflictUpdate,
): string {
  const suffix = onConflictText(conflict);
  const key = `${dialect} ${table} ${columns.join(',')} ${rows}${suffix}`;
  let text = insertTexts.get(key);
  if (text === undefined) {
    const tuples: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      const marks = columns.map((_, column) =>
        dialect === 'postgres' ? `$${row * columns.length + column + 1}` : '?',
      );
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
  const insert = db.insertInto(table).values(rows as never);
  if (!conflict) return insert;
  return insert.onConflict((oc) =>
    oc
      .columns(conflict.columns as never)
      .doUpdateSet(Object.fromEntries(conflict.update.map((c) => [c, sql.ref(`excluded.${c}`)])) as never),
  );
}

/**
 * Inserts rows in as few statements as the database's bound-parameter limit allows (one per column and row); with
 * `conflict`, a row whose `conflict.columns` match a stored one updates its `conflict.update` columns instead.
 * Rows of one shape with plain values (strings, numbers, null, bytes: what the row layers build) are bound
 * directly; any other row set (an SQL expression, a missing column) is written by Kysely, as before.
 */
export async function insertRows<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Database[T][],
  conflict?: OnConflictUpdate,
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  const dialect = dialectOf(db);
  const plain = plainRows(rows as readonly object[], columns);
  for (const chunk of statementChunks(dialect, rows, columns.length)) {
    if (!plain) {
      await kyselyInsertStatement(db, table, chunk, conflict).execute();
      continue;
    }
    const parameters: unknown[] = new Array(chunk.length * columns.length);
    let next = 0;
    for (const row of chunk) {
      for (const column of columns) parameters[next++] = (row as unknown as Record<string, unknown>)[column];
    }
    await db.executeQuery(
      CompiledQuery.raw(insertText(dialect, table, columns, chunk.length, conflict), parameters),
    );
  }
}
