import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparedStatementName } from './cached-statement';
import type { DialectName } from './dialect';
import type { Database } from './schema';
import { GroupCommitSqliteDialect } from './sqlite-group-commit';
import { registerSqliteVectorFunctions } from './sqlite-vector-functions';

/**
 * Makes a pool connection run the statements built once (`cached-statement.ts`) as named statements: Kysely's
 * driver passes each statement's text and values, and pg prepares a named one on its first run in each connection.
 */
function runPreparedStatementsByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? preparedStatementName(text) : undefined;
    return name === undefined ? query(...args) : query({ name, text, values });
  };
}

/** True when the URL selects PostgreSQL (`postgresql://` or `postgres://`). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** Resolves a SQLite URL (`sqlite:///abs/path.db`, `sqlite://rel.db`, `file:...` or a bare path) to a file path. */
export function sqliteFilename(url: string): string {
  if (url === ':memory:') return url;
  const match = /^(?:sqlite|file):(?:\/\/)?(.*)$/i.exec(url);
  return match?.[1] ?? url;
}

export type { DialectName } from './dialect';

/** Options of `createDatabase`. */
export interface DatabaseOptions {
  /**
   * SQLite's `synchronous` level: `full` (default) makes every answered write survive a power loss;
   * `normal` (safe against process crashes, with WAL) lets a burst of small writes skip most fsyncs.
   */
  sqliteSynchronous?: 'full' | 'normal';
  /** Connections the PostgreSQL pool opens at most (default 10). */
  postgresPoolSize?: number;
}

/**
 * Opens the database named by `url`: PostgreSQL through a `pg` pool, anything else as a SQLite file
 * (created with its folder if missing). SQLite runs with WAL and `synchronous=FULL` (unless told
 * `normal`) so that a write answered 2xx survives a crash, and with foreign keys enforced; concurrent transactions
 * share their commits (`GroupCommitSqliteDriver`).
 *
 * @example
 * const db = createDatabase('postgresql://postgres@127.0.0.1:5432/marginalia');
 * await migrateToLatest(db);
 */
export function createDatabase(url: string, options: DatabaseOptions = {}): Kysely<Database> {
  let db: Kysely<Database>;
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.postgresPoolSize ?? 10 });
    // An idle connection that the server ends (a restart, an administrator, a dropped database) is reported here;
    // the pool drops it and opens another when needed. Without a listener the error would end the process.
    pool.on('error', (error: Error & { code?: string }) => {
      console.warn(`PostgreSQL closed an idle connection (${error.code ?? 'no code'}): ${error.message}`);
    });
    pool.on('connect', runPreparedStatementsByName);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    const filename = sqliteFilename(url);
    if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
    const sqlite = new SQLite(filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(options.sqliteSynchronous === 'normal' ? 'synchronous = NORMAL' : 'synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Checkpoint once the WAL holds 64 MiB instead of 4 MiB (1,000 pages, the default). A batch of the SDK's
    // `records.log()` (256 records with a 768-dimension vector, suggestions, responses, history) writes about 5 MiB
    // to the WAL, so each of its commits also copied all of it back into the database file; a page written by
    // several batches (the indexes' pages) is now copied once for many of them: the commits of a load of 5,120
    // records took a third to 45 % less time (2 runs each, on 2 busy cores). Durability is the same (a commit is
    // durable once in the WAL); the WAL file grows to 64 MiB and a batch before its pages are reused.
    sqlite.pragma('wal_autocheckpoint = 16384');
    // 64 MiB of page cache (the default is 2 MiB): search probes indexes all over a large dataset.
    sqlite.pragma('cache_size = -65536');
    // Reads through a memory map avoid one system call per page; searches touch pages all over the file.
    sqlite.pragma('mmap_size = 2147418112');
    registerSqliteVectorFunctions(sqlite);
    db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite) });
  }
  return db;
}

/**
 * The dialect of a database or of a transaction opened on it, read from its adapter (a transaction shares the
 * adapter of its database).
 */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
