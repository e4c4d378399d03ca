import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecords, createAnnotationDataset } from '../testing/dataset-fixture';
import { cliEntry } from '../testing/server-process-bundle';
import { runCli, storedResponses } from '../testing/drills/backup-checks';
import {
  createPostgresDatabase,
  createTestServer,
  testDialects,
  type TestServer,
  type TestUser,
} from '../testing/test-server';

const ANNOTATORS = 8;
const RECORDS = 2000;
const PAUSE_MS = 50;

const marginalia = runCli;

interface Acknowledged {
  id: string;
  record_id: string;
  label: string;
  /** `performance.now()` when the 201 arrived. */
  at: number;
}

/** Annotators each answer their own records until `stop()`; every acknowledged answer is kept. */
function startAnnotating(server: TestServer, annotators: TestUser[], recordIds: string[]) {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loops = annotators.map(async (annotator, a) => {
    for (let i = a; i < recordIds.length && !stopped; i += annotators.length) {
      const label = ['positive', 'negative', 'neutral'][i % 3]!;
      const res = await server.request('POST', `/api/v1/records/${recordIds[i]}/responses`, {
        as: annotator,
        json: { values: { label: { value: label } }, status: 'submitted' },
      });
      if (res.status !== 201) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
      else acknowledged.push({ id: res.body.id, record_id: recordIds[i]!, label, at: performance.now() });
      // An annotator's pace, so the answers keep arriving for as long as a backup process runs.
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  });
  return {
    acknowledged,
    failures,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe.each(testDialects())('marginalia backup and restore while annotators submit (%s)', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-backup-'));
  const extension = dialect === 'sqlite' ? 'db' : 'dump';
  let server: TestServer;
  let annotators: TestUser[];
  let recordIds: string[];
  const drops: (() => Promise<void>)[] = [];

  /** A database to restore into: a new SQLite file, or a new empty PostgreSQL database. */
  async function restoreTarget(name: string): Promise<string> {
    if (dialect === 'sqlite') return join(dir, `${name}.db`);
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    return created.url;
  }

  beforeAll(async () => {
    server = await createTestServer(dialect);
    const fixture = await createAnnotationDataset(server);
    recordIds = [];
    for (let from = 0; from < RECORDS; from += 500)
      recordIds.push(
        ...(await addRecords(server, fixture.datasetId, 500, (i) => ({ external_id: `r${from + i}` }))),
      );
    await cliEntry();
    annotators = [fixture.annotator];
    while (annotators.length < ANNOTATORS)
      annotators.push(await server.createUser('annotator', [fixture.workspaceId]));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a consistent snapshot mid-stream, and a final backup restores every submitted answer', async () => {
    const work = startAnnotating(server, annotators, recordIds);
    while (work.acknowledged.length < 60 && work.failures.length === 0)
      await new Promise((r) => setTimeout(r, 10));
    const backupStarted = performance.now();
    const midway = join(dir, `midway.${extension}`);
    expect(await marginalia(['backup', midway], server.databaseUrl)).toContain('Backed up');
    const backupEnded = performance.now();
    const acknowledgedDuringBackup = work.acknowledged.filter((a) => a.at > backupStarted).length;
    const acknowledgedBefore = work.acknowledged.length;
    const enough = Math.min(acknowledgedBefore + 40, recordIds.length);
    while (work.acknowledged.length < enough && work.failures.length === 0)
      await new Promise((r) => setTimeout(r, 10));
    await work.stop();
    expect(acknowledgedDuringBackup).toBeGreaterThan(0);
    expect(work.failures).toEqual([]);

    const final = join(dir, `final.${extension}`);
    await marginalia(['backup', final], server.databaseUrl);

    // The midway snapshot: every answer acknowledged before the backup started, none that was never
    // acknowledged, each with the value the annotator was told was saved.
    const midwayUrl = await restoreTarget('midway-restored');
    expect(await marginalia(['restore', midway], midwayUrl)).toContain('Restored');
    const inMidway = await storedResponses(midwayUrl);
    const byId = new Map(work.acknowledged.map((a) => [a.id, a]));
    for (const a of work.acknowledged.filter((a) => a.at < backupStarted))
      expect(inMidway.get(a.id)).toEqual([a.record_id, a.label]);
    for (const [id, stored] of inMidway) {
      const a = byId.get(id);
      expect(a, `response ${id} in the backup was never acknowledged`).toBeDefined();
      expect(stored).toEqual([a!.record_id, a!.label]);
    }

    // The final backup holds every acknowledged answer exactly once.
    const finalUrl = await restoreTarget('final-restored');
    await marginalia(['restore', final], finalUrl);
    const inFinal = await storedResponses(finalUrl);
    expect(inFinal.size).toBe(work.acknowledged.length);
    for (const a of work.acknowledged) expect(inFinal.get(a.id)).toEqual([a.record_id, a.label]);
    console.log(
      `backup (${dialect}): ${work.acknowledged.length} answers, ${inMidway.size} in the midway snapshot ` +
        `(${acknowledgedDuringBackup} acknowledged during its ${Math.round(backupEnded - backupStarted)} ms), ` +
        `all ${inFinal.size} in the final one`,
    );
  }, 120_000);

  it('restores over a database that already holds data, replacing it whole', async () => {
    const target = await restoreTarget('replaced');
    await marginalia(['restore', join(dir, `midway.${extension}`)], target);
    const midwayCount = (await storedResponses(target)).size;
    await marginalia(['restore', join(dir, `final.${extension}`)], target);
    const stored = await storedResponses(target);
    expect(stored.size).toBeGreaterThan(midwayCount);
    expect(stored).toEqual(await storedResponses(server.databaseUrl));
    if (dialect === 'sqlite') {
      expect(existsSync(`${target}-wal`)).toBe(false);
      expect(existsSync(`${target}.restoring`)).toBe(false);
    }
  }, 60_000);

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const bogus = join(dir, `bogus.${extension}`);
    writeFileSync(bogus, 'not a database');
    const target = await restoreTarget('untouched');
    await marginalia(['restore', join(dir, `final.${extension}`)], target);
    await expect(marginalia(['restore', bogus], target)).rejects.toThrow(/exit 1/);
    expect((await storedResponses(target)).size).toBeGreaterThanOrEqual(100);
    await expect(
      marginalia(['backup', join(dir, 'no-such-folder', 'x')], server.databaseUrl),
    ).rejects.toThrow(/exit 1/);
  }, 60_000);
});
