import { resolve } from 'node:path';
import { isPostgresUrl, sqliteFilename } from '../db/database';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

/**
 * `marginalia backup <file>` / `marginalia restore <file>` on the configured database: SQLite through its online
 * backup API, PostgreSQL through pg_dump / pg_restore. Returns the line to print.
 *
 * @example
 * console.log(await runBackupCommand('backup', 'nightly.db', config.databaseUrl));
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string,
  databaseUrl: string,
): Promise<string> {
  const path = resolve(file);
  if (isPostgresUrl(databaseUrl)) {
    if (command === 'backup') {
      const { bytes } = await backupPostgres(databaseUrl, path);
      return `Backed up the PostgreSQL database to ${path} (${bytes} bytes, pg_dump custom format)`;
    }
    await restorePostgres(path, databaseUrl);
    return `Restored the PostgreSQL database from ${path}`;
  }
  const databaseFile = sqliteFilename(databaseUrl);
  if (databaseFile === ':memory:') throw new Error('An in-memory database cannot be backed up or restored');
  if (command === 'backup') {
    const { pages, bytes } = await backupSqlite(databaseFile, path);
    return `Backed up ${databaseFile} to ${path} (${pages} pages, ${bytes} bytes)`;
  }
  const { bytes } = await restoreSqlite(path, databaseFile);
  return `Restored ${databaseFile} from ${path} (${bytes} bytes); the next start applies any newer migration`;
}
