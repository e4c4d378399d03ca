import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What the migrations share. A migration is a frozen step: it imports nothing but kysely and this file, so a
 * later change to the live code never changes what an old migration does to a database.
 */

/** The dialect a migration runs on, read from the connection's adapter. */
export function migrationDialect(db: Kysely<unknown>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Runs `work` in a transaction on SQLite; PostgreSQL migrations already run in one. */
export async function inMigrationTransaction(
  db: Kysely<unknown>,
  work: (trx: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  if (migrationDialect(db) === 'postgres') await work(db);
  else await db.transaction().execute(work);
}
