import {
  PostgresAdapter,
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';
import type { Database } from './schema';

/**
 * Statements whose SQL is built and compiled once, then run with each call's values. Building a statement with
 * Kysely (its immutable nodes, their parsing and compiling) costs tens of microseconds each time; the few that
 * every answer runs cost the server as much as SQLite's own execution of them. A cached statement is built once per
 * dialect and plugin set with a marker for each value, and each call puts its values where the markers were.
 *
 * The rule for `build`: each value of `params` goes into the statement as a value (a parameter), unchanged, and the
 * statement's shape does not depend on the values (no list whose length varies, no `is null` for a null, no
 * value computed inside `build` such as a new id or the time). Building twice with different markers checks
 * the second half: a statement whose SQL or constant parameters differ between the two builds throws.
 */

const MARKER = '\u0000mg-cached-statement:';

/**
 * The names of the statements PostgreSQL prepares, by their SQL: the pool's connections (`createDatabase`) run these
 * as named statements, which each connection parses and plans once instead of on every run (their parameters are
 * ids, so PostgreSQL's generic plan is the same index lookup as a custom one).
 */
const preparedNames = new Map<string, string>();

/** The name under which PostgreSQL prepares a statement built once, or undefined for any other SQL. */
export function preparedStatementName(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/**
 * Has the pool's connections prepare `sql` by name (see `preparedNames`): for a statement whose text is the same for
 * any values, such as a multi-row insert that takes its rows as arrays (`unnest-insert.ts`).
 */
export function prepareByName(sql: string): void {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `mg_cached_${preparedNames.size + 1}`);
}

type Slot = { key: string } | { value: unknown };

interface Template {
  query: RootOperationNode;
  sql: string;
  slots: Slot[];
}

/** The template of a statement for one adapter and the plugins on the way to it. */
interface TemplateNode {
  template?: Template;
  next: WeakMap<KyselyPlugin, TemplateNode>;
}

/** A statement built once per dialect and plugin set (see the module's comment). */
export interface CachedStatement<P extends object, R> {
  execute(db: Kysely<Database>, params: P): Promise<QueryResult<R>>;
  /** How many times the statement was built and compiled (the first use per dialect and plugin set). */
  readonly compilations: number;
}

function templateOf(
  compiled: CompiledQuery,
  marker: string,
  keys: readonly string[],
): { sql: string; slots: Slot[] } {
  if (compiled.sql.includes(MARKER)) {
    throw new Error('a cached statement inlined one of its values into its SQL');
  }
  const slots = compiled.parameters.map((value): Slot => {
    if (typeof value === 'string' && value.startsWith(MARKER)) {
      const key = value.slice(marker.length);
      if (!value.startsWith(marker) || !keys.includes(key)) {
        throw new Error(`a cached statement changed its value ${JSON.stringify(value)}`);
      }
      return { key };
    }
    return { value };
  });
  return { sql: compiled.sql, slots };
}

function sameTemplate(a: { sql: string; slots: Slot[] }, b: { sql: string; slots: Slot[] }): boolean {
  if (a.sql !== b.sql || a.slots.length !== b.slots.length) return false;
  return a.slots.every((slot, i) => {
    const other = b.slots[i]!;
    if ('key' in slot) return 'key' in other && other.key === slot.key;
    return 'value' in other && Object.is(other.value, slot.value);
  });
}

/**
 * A statement built by `build` once per dialect and plugin set of the database it runs on, `keys` naming the
 * values of `params` (see the module's comment for what `build` may do with them).
 *
 * @example
 * const userByKey = cachedStatement(['key'], (db, p: { key: string }) =>
 *   db.selectFrom('users').selectAll().where('api_key', '=', p.key));
 * const [user] = (await userByKey.execute(db, { key })).rows;
 */
export function cachedStatement<P extends object, R>(
  keys: readonly (keyof P & string)[],
  build: (db: Kysely<Database>, params: P) => Compilable<R>,
  options: {
    /**
     * Whether PostgreSQL prepares it (default true). Not for a `select *`: a prepared `select *` fails once a
     * migration adds a column to the table (the plan's result type changed) until its connection closes.
     */
    prepare?: boolean;
  } = {},
): CachedStatement<P, R> {
  // By the executor's adapter (its dialect), then by its plugins in order (a transaction's executor has a copy of
  // its database's list, with the same plugins).
  const templates = new Map<object, TemplateNode>();
  let compilations = 0;

  const compile = (db: Kysely<Database>): Template => {
    const built = [`${MARKER}a:`, `${MARKER}b:`].map((marker) => {
      const params = Object.fromEntries(keys.map((key) => [key, `${marker}${key}`])) as P;
      const compiled = build(db, params).compile();
      return { compiled, template: templateOf(compiled, marker, keys) };
    });
    const [first, second] = built as [(typeof built)[0], (typeof built)[0]];
    if (!sameTemplate(first.template, second.template)) {
      throw new Error(
        'a cached statement depends on its values beyond their places (see cached-statement.ts)',
      );
    }
    compilations += 1;
    const { sql } = first.template;
    if (options.prepare !== false && db.getExecutor().adapter instanceof PostgresAdapter) prepareByName(sql);
    return { query: first.compiled.query, ...first.template };
  };

  return {
    get compilations() {
      return compilations;
    },
    async execute(db, params) {
      const executor = db.getExecutor();
      let node: TemplateNode | undefined = templates.get(executor.adapter.constructor);
      if (!node) {
        node = { next: new WeakMap() };
        templates.set(executor.adapter.constructor, node);
      }
      for (const plugin of executor.plugins) {
        let next: TemplateNode | undefined = node.next.get(plugin);
        if (!next) {
          next = { next: new WeakMap() };
          node.next.set(plugin, next);
        }
        node = next;
      }
      const template = (node.template ??= compile(db));
      const parameters = template.slots.map((slot) =>
        'key' in slot ? (params as Record<string, unknown>)[slot.key] : slot.value,
      );
      const query: CompiledQuery<R> = {
        query: template.query,
        queryId: createQueryId(),
        sql: template.sql,
        parameters,
      };
      return db.executeQuery(query);
    },
  };
}
