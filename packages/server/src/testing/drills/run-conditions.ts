import { existsSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';

// What a drill or benchmark prints beside its figures, so a reader can judge them: how much data the server
// held and how busy the machine was (machines here are shared and noisy).

/** Bytes a database takes: a SQLite file with its write-ahead log, or PostgreSQL's `pg_database_size`. */
export async function databaseBytes(databaseUrl: string): Promise<number> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return ['', '-wal']
      .map((suffix) => `${databaseUrl}${suffix}`)
      .filter((path) => existsSync(path))
      .reduce((sum, path) => sum + statSync(path).size, 0);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

/** `load average 3.1 2.8 2.5 on 2 cores` (1, 5 and 15 minutes). */
export function loadAverageLine(): string {
  return `load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;
}

/** `12,000 records, 3,456 submitted answers, 48.2 MB database; load average 3.1 2.8 2.5 on 2 cores`. */
export async function runConditionsLine(
  databaseUrl: string,
  counts: { records: number; answers: number },
): Promise<string> {
  const megabytes = (await databaseBytes(databaseUrl)) / 1024 / 1024;
  return (
    `${counts.records.toLocaleString('en')} records, ${counts.answers.toLocaleString('en')} submitted answers, ` +
    `${megabytes.toFixed(1)} MB database; ${loadAverageLine()}`
  );
}
