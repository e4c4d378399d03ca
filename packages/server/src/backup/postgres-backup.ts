import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';

/** Runs a PostgreSQL client program and fails with its own message when it fails or is missing. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} was not found: install PostgreSQL's client programs (the same major version as the server)`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * `pg_dump --format=custom`: one consistent snapshot (a repeatable-read transaction) while servers keep writing.
 *
 * @example
 * await backupPostgres('postgresql://marginalia@db/marginalia', '/backups/marginalia.dump');
 */
export async function backupPostgres(databaseUrl: string, backupFile: string): Promise<{ bytes: number }> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', backupFile, '--dbname', databaseUrl]);
  return { bytes: statSync(backupFile).size };
}

/**
 * `pg_restore --clean --if-exists` in one transaction: the database holds exactly the backup's tables and rows
 * afterwards, or is left as it was when anything fails (stop every server using it first).
 *
 * @example
 * await restorePostgres('/backups/marginalia.dump', 'postgresql://marginalia@db/marginalia');
 */
export async function restorePostgres(backupFile: string, databaseUrl: string): Promise<void> {
  statSync(backupFile);
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    databaseUrl,
    backupFile,
  ]);
}
