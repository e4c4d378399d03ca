import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * Migrated databases made once per test run and cloned by every `createTestServer` (issue 27, CI time): running
 * all migrations for each test file on both dialects cost more than the tests themselves. The vitest global setup
 * (`vitest-global-setup.ts`) makes them and names them in these variables, which the test workers inherit; without
 * them (a drill, a single file run elsewhere) `createTestServer` migrates a fresh database as before.
 */
export const PG_TEMPLATE_ENV = 'MARGINALIA_TEST_PG_TEMPLATE';
export const SQLITE_TEMPLATE_ENV = 'MARGINALIA_TEST_SQLITE_TEMPLATE';

/** The admin connection of the test databases (the one `createPostgresDatabase` uses). */
export function testPgAdminUrl(): string {
  return process.env['MARGINALIA_TEST_PG_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

/** The URL of database `name` on the admin connection's server. */
export function testPgDatabaseUrl(name: string): string {
  const url = new URL(testPgAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the admin connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPgAdminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates the empty PostgreSQL database `name` and closes it to connections: `CREATE DATABASE … TEMPLATE` refuses
 * a template anyone is connected to, so nobody may connect to it while the run clones it.
 */
export async function migratePostgresTemplate(name: string): Promise<void> {
  const db = createDatabase(testPgDatabaseUrl(name));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await adminQuery(`alter database ${name} with allow_connections false`);
}

/** A migrated SQLite file in a temporary folder, and how to remove it. */
export async function createSqliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-template-'));
  const file = join(dir, 'template.db');
  const db = createDatabase(file);
  try {
    await migrateToLatest(db);
  } finally {
    // The last connection's close checkpoints the WAL into the file, so the file alone is the whole database.
    await db.destroy();
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the run's migrated SQLite template to `target`; false when the run has none. */
export function copySqliteTemplate(target: string): boolean {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (!template) return false;
  copyFileSync(template, target);
  return true;
}
