import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** Most transactions one commit makes durable; a bound on how long the first of them waits. */
export const GROUP_COMMIT_LIMIT = 32;

/** Prepared statements kept for reuse, the least recently used dropped first. */
export const STATEMENT_CACHE_SIZE = 256;

/** The savepoint a transaction runs in while it is a member of a group. */
const MEMBER = 'mg_group_member';

interface Member {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** What one use of the connection (a query, or a transaction from begin to commit) holds. */
class Lease implements DatabaseConnection {
  /** A transaction of this lease is open (its savepoint is). */
  inTransaction = false;
  /** The lease gave the connection to the next waiter when its transaction was released into the group. */
  handedOn = false;

  constructor(private readonly driver: GroupCommitSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run<R>(this, query);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.driver.iterate<R>(this, query)) yield { rows: [row] };
  }
}

/**
 * Kysely's SQLite driver with group commit. SQLite under `synchronous=FULL` syncs the disk on every commit, and
 * better-sqlite3 does so on the event loop: with bulk submits arriving 4 at a time, a third of the server's time
 * went to commits (issue 27, P5). Here a transaction runs in a savepoint of an outer transaction (the group); when
 * it commits, its savepoint is released and its commit waits for the group's. The group commits after the requests
 * already received have run (their statements are synchronous, so one `setImmediate` lets each reach its commit),
 * or at once when `GROUP_COMMIT_LIMIT` transactions joined; only then does each member's commit return. So a write
 * is still answered only once it is durable, and a burst of N transactions costs one sync instead of N.
 *
 * What runs between members sees their released work before it is durable: a read does (as the next writer's reads
 * would), while a write outside a transaction first commits the group, so that it is answered durable too. A member
 * that fails rolls back to its savepoint, and the others stay; if SQLite rolls back the whole group (a full disk,
 * an I/O error), every member not yet answered fails with that error.
 */
export class GroupCommitSqliteDriver implements Driver {
  readonly #db: SQLite.Database;
  #busy = false;
  readonly #waiting: (() => void)[] = [];
  /** The released members of the open outer transaction, or null when none is open. */
  #group: Member[] | null = null;
  /** A transaction is open in the group (between its savepoint and its release or rollback). */
  #memberOpen = false;
  #commitScheduled = false;
  /**
   * Statements by SQL text: compiling one took about a tenth of a bulk submit's server time (the same few queries
   * run for every request). A statement being iterated is busy, so `iterate` prepares its own.
   */
  readonly #statements = new Map<string, SQLite.Statement>();

  constructor(database: SQLite.Database) {
    this.#db = database;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy = true;
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (this.#group === null) {
      this.#exec('begin');
      this.#group = [];
    }
    this.#exec(`savepoint ${MEMBER}`);
    lease.inTransaction = true;
    this.#memberOpen = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    this.#exec(`release ${MEMBER}`);
    lease.inTransaction = false;
    this.#memberOpen = false;
    const group = this.#group as Member[];
    const durable = new Promise<void>((resolve, reject) => group.push({ resolve, reject }));
    lease.handedOn = true;
    this.#handOn();
    return durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    lease.inTransaction = false;
    this.#memberOpen = false;
    if (this.#db.inTransaction) {
      this.#exec(`rollback to ${MEMBER}`);
      this.#exec(`release ${MEMBER}`);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection as Lease).handedOn) this.#handOn();
  }

  async destroy(): Promise<void> {
    if (this.#group !== null) this.#commitGroup();
    this.#db.close();
  }

  /** Runs one statement of a lease (`executeQuery`), as Kysely's own SQLite connection does. */
  run<R>(lease: Lease, query: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(lease, query);
    return this.#guard(() => {
      if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(query.parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    });
  }

  /** The rows of a select, one at a time (`streamQuery`). */
  iterate<R>(lease: Lease, query: CompiledQuery): IterableIterator<R> {
    return this.#prepare(lease, query, false).iterate(query.parameters) as IterableIterator<R>;
  }

  #prepare(lease: Lease, query: CompiledQuery, reuse = true): SQLite.Statement {
    const statement = reuse ? this.#cached(query.sql) : this.#guard(() => this.#db.prepare(query.sql));
    // A write outside a transaction is answered as soon as it returns: it must not join a group not yet durable.
    if (!lease.inTransaction && !statement.readonly && this.#group !== null) this.#commitGroup();
    return statement;
  }

  #cached(sql: string): SQLite.Statement {
    let statement = this.#statements.get(sql);
    if (statement) this.#statements.delete(sql);
    else {
      statement = this.#guard(() => this.#db.prepare(sql));
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value as string);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  /** Runs `work`; if it failed and SQLite rolled back the open group with it, fails the group's members. */
  #guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (this.#group !== null && !this.#db.inTransaction) {
        const members = this.#group;
        this.#group = null;
        for (const member of members) member.reject(error);
      }
      throw error;
    }
  }

  #exec(sql: string): void {
    this.#guard(() => this.#db.prepare(sql).run());
  }

  /**
   * Ends a lease and passes the connection on. The group commits after the requests whose data has already arrived
   * have run (`setImmediate`: after this turn's I/O callbacks), so those that write join it; at once when full.
   */
  #handOn(): void {
    if (this.#group !== null) {
      if (this.#group.length >= GROUP_COMMIT_LIMIT) this.#commitGroup();
      else if (!this.#commitScheduled) {
        this.#commitScheduled = true;
        setImmediate(() => {
          this.#commitScheduled = false;
          // A member still open commits the group when it ends (it schedules again).
          if (this.#group !== null && !this.#memberOpen) this.#commitGroup();
        });
      }
    }
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  #commitGroup(): void {
    const members = this.#group as Member[];
    this.#group = null;
    try {
      this.#db.prepare('commit').run();
    } catch (error) {
      try {
        if (this.#db.inTransaction) this.#db.prepare('rollback').run();
      } finally {
        for (const member of members) member.reject(error);
      }
      return;
    }
    for (const member of members) member.resolve();
  }
}

/** Kysely's SQLite dialect on the group-commit driver. */
export class GroupCommitSqliteDialect implements Dialect {
  constructor(private readonly database: SQLite.Database) {}

  createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.database);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
