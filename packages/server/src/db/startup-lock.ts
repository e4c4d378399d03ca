import { sql, type Kysely } from 'kysely';
import { dialectOf } from './database';
import type { Database } from './schema';

/** The advisory lock key of a server's startup (an arbitrary constant: "MRGN"). */
const STARTUP_LOCK_KEY = 0x4d52474e;

/**
 * Runs `work` (migrations, the owner, the demo seed) while holding PostgreSQL's session advisory lock, so
 * several server processes started at once on one database prepare it one after the other: the first migrates
 * and seeds, the others find it ready. On SQLite the work runs as is (its writes are serialized by the file lock).
 *
 * @example
 * await withStartupLock(db, async () => { await migrateToLatest(db); await ensureOwner(db, owner); });
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  // The lock belongs to one pooled connection's session, held while the work runs on the others.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
