import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createApp } from '../src/app';
import { BackgroundTasks } from '../src/common/background-tasks';
import { loadConfig, packageRoot, type ServerConfig } from '../src/config/server-config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import type { AppEnv } from '../src/http/app-env';
import { ensureOwner } from '../src/seed/ensure-owner';

/** Dialects a benchmark runs on. */
export type BenchDialect = 'sqlite' | 'postgres';

/** An open, migrated benchmark database with the app on top. */
export interface BenchDatabase {
  dialect: BenchDialect;
  url: string;
  db: Kysely<Database>;
  app: Hono<AppEnv>;
  config: ServerConfig;
  ownerApiKey: string;
  close(): Promise<void>;
}

/**
 * Prefix of the PostgreSQL benchmark databases' names: `MARGINALIA_BENCH_PG_PREFIX` (lower case), so several
 * checkouts sharing one server keep their seeds apart; `marginalia_bench_` by default.
 */
function pgDatabasePrefix(): string {
  const prefix = process.env['MARGINALIA_BENCH_PG_PREFIX'] ?? 'marginalia_bench_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error('MARGINALIA_BENCH_PG_PREFIX: lower-case letters, digits, _');
  return prefix;
}

/** Where SQLite benchmark files are kept between runs (git-ignored `.marginalia/`). */
export function benchDirectory(): string {
  const dir = join(packageRoot(), '.marginalia', 'bench');
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function ensurePostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Opens (creating if needed) the named benchmark database: a SQLite file under
 * `packages/server/.marginalia/bench/` or a PostgreSQL database next to `pgAdminUrl`'s. Kept between
 * runs so a 1,000,000-record seed is paid once; `--fresh` deletes it first.
 */
export async function openBenchDatabase(
  dialect: BenchDialect,
  name: string,
  pgAdminUrl: string,
  /** More configuration (a model for the pre-annotation benchmark). */
  env: Record<string, string> = {},
): Promise<BenchDatabase> {
  const url =
    dialect === 'sqlite'
      ? join(benchDirectory(), `${name}.db`)
      : await ensurePostgresDatabase(pgAdminUrl, `${pgDatabasePrefix()}${name}`);
  const synchronous = process.env['MARGINALIA_SQLITE_SYNCHRONOUS'] === 'normal' ? 'normal' : 'full';
  const db = createDatabase(url, { sqliteSynchronous: synchronous });
  await migrateToLatest(db);
  const config = loadConfig({
    MARGINALIA_SQLITE_SYNCHRONOUS: synchronous,
    MARGINALIA_DATABASE_URL: url,
    MARGINALIA_OWNER_API_KEY: 'bench-owner-api-key',
    MARGINALIA_OWNER_PASSWORD: 'bench-owner-password',
    MARGINALIA_AUTH_SECRET_KEY: 'bench-secret',
    MARGINALIA_SEED_DEMO: 'false',
    MARGINALIA_STATIC_DIR: join(benchDirectory(), 'no-web-app'),
    ...env,
  });
  const owner = await ensureOwner(db, config.owner);
  const tasks = new BackgroundTasks(console);
  const app = createApp({ db, config, tasks });
  return {
    dialect,
    url,
    db,
    app,
    config,
    ownerApiKey: owner.api_key,
    close: async () => {
      await tasks.idle();
      await db.destroy();
    },
  };
}

/** Deletes a benchmark database so the next open seeds it afresh. */
export async function dropBenchDatabase(
  dialect: BenchDialect,
  name: string,
  pgAdminUrl: string,
): Promise<void> {
  if (dialect === 'sqlite') {
    const { rmSync } = await import('node:fs');
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(benchDirectory(), `${name}.db${suffix}`), { force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pgDatabasePrefix()}${name} with (force)`);
  } finally {
    await admin.end();
  }
}
