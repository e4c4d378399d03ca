import { readFileSync } from 'node:fs';
import { findDataset, type RunningHubStandIn } from '@marginalia/hub-stand-in';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportDataset, startTestHub } from '../testing/hub-fixture';
import { startServerProcess, type ServerProcess } from '../testing/server-process-bundle';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * The fault case "10,000 rows of 100 kB texts" of issue 15 at its full size (about 1 GB of text, a 50 MB
 * parquet file), on SQLite, in a server process of its own so that its memory can be read. PostgreSQL runs the
 * same import code (it writes through Kysely either way) and is measured by `pnpm bench:hub -- --large`.
 */
const REPO = 'marginalia-stand-in/large-texts';
const ROWS = 10_000;
const TEXT_CHARACTERS = 100_000;
const API_KEY = 'large-import-owner-key';

/**
 * The server's JavaScript heap may not grow past this: an import that held the text (1 GB), one 1,000-row batch
 * of it (100 MB, several copies while written) or every slice of the file (50 MB) besides the server's own
 * heap runs out of memory and the process dies.
 */
const HEAP_LIMIT_MB = 256;

/**
 * Growth of the server's anonymous resident memory (heap, native buffers, SQLite's page cache of 64 MB) allowed
 * at most, sampled while the import runs. Not the whole RSS: the database file is memory-mapped (2 GB
 * `mmap_size`), so its pages, the operating system's file cache, count in the RSS as the file grows.
 */
const ANONYMOUS_GROWTH_LIMIT_MB = 300;

/** Generous: about a minute on an idle two-core machine, several times that on a loaded one. */
const IMPORT_TIMEOUT_MS = 20 * 60_000;

/** A process's anonymous resident memory in MB (Linux `/proc`). */
function anonymousMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('import of 10,000 rows of 100 kB texts (sqlite, own server process)', () => {
  let hub: RunningHubStandIn;
  let server: TestServer;
  let child: ServerProcess | undefined;
  beforeAll(async () => {
    hub = await startTestHub();
    // The stand-in makes the split's file on its first request (cached across runs): not part of the import.
    const listing = await fetch(`${hub.url}/parquet?dataset=${REPO}&config=default&split=train`);
    expect(listing.status).toBe(200);
    server = await createTestServer('sqlite', { ...hub.env, MARGINALIA_OWNER_API_KEY: API_KEY });
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await child?.stop();
    await server?.close();
    await hub?.close();
  }, 60_000);

  it(
    'imports every row whole, shows progress meanwhile, in a bounded heap and memory, and leaves no job open',
    async () => {
      const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
      child = await startServerProcess({
        ...hub.env,
        MARGINALIA_DATABASE_URL: server.databaseUrl,
        MARGINALIA_AUTH_SECRET_KEY: 'large-import-secret',
        MARGINALIA_OWNER_API_KEY: API_KEY,
        MARGINALIA_STATIC_DIR: '/nonexistent',
        NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}`,
      });
      const pid = child.child.pid!;
      const before = anonymousMb(pid);
      let peak = before;
      const call = async (method: string, path: string, body?: unknown) => {
        const send = () =>
          fetch(`${child!.url}/api/v1${path}`, {
            method,
            headers: { 'X-Argilla-Api-Key': API_KEY, 'Content-Type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        // A GET on a keep-alive connection the server closed meanwhile is sent again once, as a browser does; a
        // process that died fails the second try too, with what it printed.
        const res = await send()
          .catch((error: unknown) => {
            if (method !== 'GET') throw error;
            return send();
          })
          .catch((error: unknown) => {
            throw new Error(`${(error as Error).message}; the server printed:\n${child!.output()}`);
          });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const began = performance.now();
      const started = await call('POST', `/datasets/${datasetId}/import`, {
        name: REPO,
        subset: 'default',
        split: 'train',
        mapping: { fields: [{ source: 'text', target: 'text' }] },
      });
      expect(started).toMatchObject({ status: 202, body: { status: 'queued' } });
      const jobId = started.body['id'] as string;

      // Records show up while the job runs: the progress endpoint counts more than 0 and fewer than all of them.
      const totalsSeen = new Set<number>();
      for (;;) {
        const job = await call('GET', `/jobs/${jobId}`);
        if (job.body['status'] === 'finished' || job.body['status'] === 'failed') break;
        const progress = await call('GET', `/datasets/${datasetId}/progress`);
        totalsSeen.add(progress.body['total'] as number);
        peak = Math.max(peak, anonymousMb(pid));
        await sleep(250);
      }
      const seconds = (performance.now() - began) / 1000;
      const row = await server.db
        .selectFrom('jobs')
        .select(['status', 'error', 'progress'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      console.log(
        `10,000 rows of 100 kB imported in ${seconds.toFixed(1)} s; the server's anonymous memory ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most`,
      );
      expect(row).toEqual({ status: 'finished', error: null, progress: ROWS });
      expect([...totalsSeen].some((total) => total > 0 && total < ROWS)).toBe(true);
      expect(peak - before).toBeLessThan(ANONYMOUS_GROWTH_LIMIT_MB);

      // Every row whole: the count, and the full 100 kB text of the first, a middle and the last row.
      // Batches are written in row order, so SQLite's rowid order is the split's.
      const ids = await server.db
        .selectFrom('records')
        .select('id')
        .where('dataset_id', '=', datasetId)
        .orderBy(sql`rowid`)
        .execute();
      expect(ids).toHaveLength(ROWS);
      const source = findDataset(REPO)!;
      for (const index of [0, 5000, ROWS - 1]) {
        const text = source.row(index, 'train', 'default')['text'] as string;
        expect(text).toHaveLength(TEXT_CHARACTERS);
        const stored = await server.db
          .selectFrom('records')
          .select('fields')
          .where('id', '=', ids[index]!.id)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(stored.fields) as unknown, `row ${index}`).toEqual({ text });
      }
      // No job of the dataset is left queued or started.
      const open = await server.db
        .selectFrom('jobs')
        .select('id')
        .where('dataset_id', '=', datasetId)
        .where('status', 'in', ['queued', 'started'])
        .execute();
      expect(open).toEqual([]);
    },
    IMPORT_TIMEOUT_MS,
  );
});
