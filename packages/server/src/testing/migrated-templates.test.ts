import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { PG_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV, testPgAdminUrl } from './migrated-templates';
import { createTestServer, testDialects, type TestServer } from './test-server';

describe('the run’s migrated templates', () => {
  it('are made by the global setup: a SQLite file, and a PostgreSQL template nobody may connect to', async () => {
    expect(existsSync(process.env[SQLITE_TEMPLATE_ENV] ?? '')).toBe(true);
    if (!testDialects().includes('postgres')) return;
    const name = process.env[PG_TEMPLATE_ENV] ?? '';
    expect(name.startsWith(process.env['MARGINALIA_TEST_PG_PREFIX'] ?? 'marginalia_test_')).toBe(true);
    const admin = new pg.Client({ connectionString: testPgAdminUrl() });
    await admin.connect();
    try {
      const found = await admin.query('select datallowconn from pg_database where datname = $1', [name]);
      expect(found.rows).toEqual([{ datallowconn: false }]);
    } finally {
      await admin.end();
    }
  });
});

describe.each(testDialects())('a test server cloned from the template (%s)', (dialect) => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer(dialect);
    second = await createTestServer(dialect);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('has every migration applied', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('is its own database: what one server writes, another does not see', async () => {
    expect(second.databaseUrl).not.toBe(first.databaseUrl);
    const created = await first.request('POST', '/api/v1/workspaces', { json: { name: 'only-in-first' } });
    expect(created.status).toBe(201);
    const listed = await second.request('GET', '/api/v1/me/workspaces');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([]);
  });
});
