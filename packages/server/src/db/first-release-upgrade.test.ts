import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { migrationProvider } from './migrations';

// `first-release.db` was written by the first release of the server (its commit is in the JSON) through its own
// API: the demo datasets, then submitted, draft and discarded answers by the demo annotator. See
// scripts/first-release-database.mjs.
const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'testing', 'fixtures');
interface WrittenResponse {
  id: string;
  record_id: string;
  status: string;
  values: Record<string, { value: unknown }>;
}
const written = JSON.parse(readFileSync(join(fixtureDir, 'first-release.json'), 'utf8')) as {
  migrations: string[];
  datasets: { id: string; name: string }[];
  records: { dataset_id: string; total: number };
  responses: WrittenResponse[];
};

describe('a database written by the first release', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-upgrade-'));
  const databaseUrl = join(dir, 'first-release.db');
  let running: RunningServer;
  const api = async (method: string, path: string, body?: unknown, key = 'owner.apikey') => {
    const response = await fetch(`http://127.0.0.1:${running.port}/api/v1${path}`, {
      method,
      headers: { 'X-Argilla-Api-Key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads loosely typed JSON bodies
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    copyFileSync(join(fixtureDir, 'first-release.db'), databaseUrl);
    running = await startServer({
      config: { port: 0, databaseUrl, seedDemo: true, staticDir: null },
      hostname: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts at its first migration and opens with every migration of today applied', async () => {
    expect(written.migrations).toEqual(['0001_initial']);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      running.db,
    );
    const today = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(applied.rows.map((r) => r.name)).toEqual(today);
    expect(today.length).toBeGreaterThan(1);
  });

  it('keeps its datasets and records, and the demo seed does not run again', async () => {
    expect(running.seed.seeded).toBe(false);
    const { body } = await api('GET', '/me/datasets');
    expect(body.items.map((d: { id: string; name: string }) => ({ id: d.id, name: d.name }))).toEqual(
      expect.arrayContaining(written.datasets),
    );
    expect(body.items).toHaveLength(written.datasets.length);
    const progress = await api('GET', `/datasets/${written.records.dataset_id}/progress`);
    expect(progress.body.total).toBe(written.records.total);
  });

  it('keeps every response with its status and values', async () => {
    for (const response of written.responses) {
      const { status, body } = await api('GET', `/records/${response.record_id}?include=responses`);
      expect(status).toBe(200);
      expect(body.responses).toHaveLength(1);
      expect(body.responses[0]).toMatchObject({
        id: response.id,
        status: response.status,
        values: response.values,
      });
    }
  });

  it('signs in the release’s annotator with its stored password and answers the next record', async () => {
    const token = await fetch(`http://127.0.0.1:${running.port}/api/v1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=annotator&password=12345678',
    });
    expect(token.status).toBe(201);
    const { access_token } = (await token.json()) as { access_token: string };
    const search = await fetch(
      `http://127.0.0.1:${running.port}/api/v1/me/datasets/${written.records.dataset_id}/records/search?limit=1`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          filters: {
            and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] }],
          },
        }),
      },
    );
    expect(search.status).toBe(200);
    const found = (await search.json()) as { total: number; items: { record: { id: string } }[] };
    // Every answered record (submitted, draft or discarded) has left the annotator's pending queue.
    expect(found.total).toBe(written.records.total - written.responses.length);
    const answered = new Set(written.responses.map((r) => r.record_id));
    expect(answered.has(found.items[0]!.record.id)).toBe(false);
  });

  it('finds the release’s records by full text (the search index was built by the migrations)', async () => {
    const { status, body } = await api('POST', `/datasets/${written.records.dataset_id}/records/search`, {
      query: { text: { q: 'binding cracked' } },
    });
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(1);
  });
});
