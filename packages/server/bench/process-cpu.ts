import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time of the processes a benchmark drives, read from `/proc` (Linux; null elsewhere). On a shared machine
 * throughput follows the load; the CPU one request costs follows the code much more closely.
 */

/** Clock ticks per second of `/proc/<pid>/stat`'s CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds (user + system) process `pid` has used so far; null when `/proc` cannot tell. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's ")" come the fields from the 3rd on; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds used so far by the PostgreSQL backends connected to `database` (by pid, from
 * `pg_stat_activity`), when the server runs on this machine; null when it cannot be read.
 */
export async function postgresBackendsCpuMs(
  adminUrl: string,
  database: string,
): Promise<Map<number, number> | null> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const used = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) return null;
      used.set(pid, ms);
    }
    return used;
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** CPU ms the backends used between two readings (a backend that connected in between counts from zero). */
export function backendsCpuBetween(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (before === null || after === null) return null;
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}
