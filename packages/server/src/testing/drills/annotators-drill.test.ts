import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import { createPostgresDatabase, testDialects } from '../test-server';
import {
  distributionReport,
  formatLatency,
  lostAnswers,
  prepareAnnotationDrill,
  runAnnotators,
} from './annotators-workload';
import { runConditionsLine } from './run-conditions';

// The short form of `npm run drill:annotators` (drills/annotators-drill.ts runs 50 annotators for 60 s).
const SHORT = {
  annotators: 10,
  seconds: 3,
  records: 1500,
  minSubmitted: 2,
  thinkMs: 40,
  bulkEvery: 5,
  bulkSize: 10,
};

const modes = [
  { name: 'SQLite, synchronous=FULL', dialect: 'sqlite', synchronous: 'full' },
  { name: 'SQLite, synchronous=NORMAL', dialect: 'sqlite', synchronous: 'normal' },
  { name: 'PostgreSQL', dialect: 'postgres', synchronous: 'full' },
] as const;

describe.each(modes.filter((m) => testDialects().includes(m.dialect)))('many annotators ($name)', (mode) => {
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-annotators-'));
  let running: RunningServer | undefined;
  let drop: () => Promise<void> = async () => undefined;
  afterAll(async () => {
    await running?.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request with a 2xx, loses no answer and keeps every record status right', async () => {
    let databaseUrl = join(dir, 'drill.db');
    if (mode.dialect === 'postgres') ({ url: databaseUrl, drop } = await createPostgresDatabase());
    running = await startServer({
      config: { port: 0, databaseUrl, seedDemo: false, staticDir: null, sqliteSynchronous: mode.synchronous },
      hostname: '127.0.0.1',
    });
    const baseUrl = `http://127.0.0.1:${running.port}`;
    const ownerApiKey = running.config.owner.apiKey;
    const setup = await prepareAnnotationDrill(baseUrl, { ownerApiKey, ...SHORT });
    const run = await runAnnotators(baseUrl, setup, SHORT);
    const report = await distributionReport(baseUrl, setup, ownerApiKey);
    console.log(
      `${mode.name}, ${SHORT.annotators} annotators for ${run.seconds.toFixed(1)} s: ` +
        `${run.acknowledged.size} answers acknowledged, ${report.completed} records completed, ` +
        `${report.beyondMinSubmitted} with answers beyond min_submitted (stored, the overlap model)\n` +
        `  ${await runConditionsLine(databaseUrl, { records: setup.recordIds.length, answers: report.stored.size })}\n` +
        `  search ${formatLatency(run.search)}\n  submit ${formatLatency(run.submit)}\n  bulk   ${formatLatency(run.bulk)}`,
    );
    expect(run.errors).toEqual([]);
    expect(run.submit.count).toBeGreaterThan(0);
    expect(run.bulk.count).toBeGreaterThan(0);
    expect(lostAnswers(run, report.stored)).toEqual([]);
    expect(report.stored.size).toBe(run.acknowledged.size);
    expect(report.wrongStatus).toEqual([]);
  }, 120_000);
});
