import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/** What a backup or restore copied. */
export interface CopyResult {
  /** Database pages copied. */
  pages: number;
  /** Size of the written file in bytes. */
  bytes: number;
}

/**
 * Copies `source` into `target` with SQLite's online backup API in a single step: the step holds one read
 * transaction, so the copy is one consistent snapshot even while a server writes (WAL lets it keep writing;
 * a step-by-step copy would restart on every write made by another connection). The copy is written beside
 * `target` and renamed into place, so a failed run never leaves a half file under the target's name.
 */
async function copyDatabase(source: SQLite.Database, target: string): Promise<CopyResult> {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    // The first transfer only measures the source; returning the largest page count copies the rest at once.
    const progress = await source.backup(partial, { progress: () => 0x7fffffff });
    const copy = new SQLite(partial);
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`The copy failed SQLite's quick_check: ${String(check)}`);
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    renameSync(partial, target);
    return { pages: progress.totalPages, bytes: statSync(target).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Writes a consistent copy of the SQLite database `databaseFile` to `backupFile` while servers keep using it.
 *
 * @example
 * await backupSqlite('/srv/marginalia/marginalia.db', '/backups/marginalia-2026-11-25.db');
 */
export async function backupSqlite(databaseFile: string, backupFile: string): Promise<CopyResult> {
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`);
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    return await copyDatabase(source, backupFile);
  } finally {
    source.close();
  }
}

/**
 * Replaces the SQLite database `databaseFile` with the backup `backupFile` (stop every server using it first).
 * The backup must be a Marginalia database; the next start applies any migration it predates.
 *
 * @example
 * await restoreSqlite('/backups/marginalia-2026-11-25.db', '/srv/marginalia/marginalia.db');
 */
export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<CopyResult> {
  if (!existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`);
  const backup = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const tables = backup
      .prepare(
        "select count(*) as n from sqlite_master where type = 'table' and name in ('kysely_migration', 'responses')",
      )
      .get() as { n: number };
    if (tables.n !== 2) throw new Error(`${backupFile} is not a Marginalia database`);
    // The old database's write-ahead log belongs to the replaced file; left beside the new one it would be replayed.
    const result = await copyDatabase(backup, databaseFile + '.restoring');
    for (const suffix of ['-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
    renameSync(databaseFile + '.restoring', databaseFile);
    return result;
  } finally {
    backup.close();
  }
}
