import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, type TestServer } from '../testing/test-server';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('durability on SQLite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('runs with WAL (checkpointed every 16,384 pages), synchronous=FULL and foreign keys on', async () => {
    const reopened = createDatabase(server.databaseUrl);
    try {
      const { sql } = await import('kysely');
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(reopened);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(reopened);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(reopened);
      const checkpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
        reopened,
      );
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(checkpoint.rows[0]?.wal_autocheckpoint).toBe(16384);
      expect(sync.rows[0]?.synchronous).toBe(2);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await reopened.destroy();
    }
  });

  it('keeps what a 2xx answer wrote when a new connection opens the same file (restart)', async () => {
    const workspace = await server.request('POST', '/api/v1/workspaces', { json: { name: 'durable' } });
    expect(workspace.status).toBe(201);
    const dataset = await server.request('POST', '/api/v1/datasets', {
      json: { name: 'kept', workspace_id: workspace.body.id },
    });
    expect(dataset.status).toBe(201);

    // A second process would open its own connection: no shared cache, only what reached the file.
    const restarted = createDatabase(server.databaseUrl);
    try {
      expect(await migrateToLatest(restarted)).toEqual([]);
      const app = createApp({ db: restarted, config: server.config, logger: { error: () => undefined } });
      const res = await app.request(`/api/v1/datasets/${dataset.body.id}`, {
        headers: { 'X-Argilla-Api-Key': server.owner.apiKey },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(dataset.body);
    } finally {
      await restarted.destroy();
    }
  });
});
