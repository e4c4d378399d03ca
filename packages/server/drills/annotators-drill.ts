// `npm run drill:annotators` — drill 4 (many annotators) and drill 7 (a backup while they submit). For SQLite with
// synchronous=FULL, SQLite with synchronous=NORMAL and PostgreSQL: a server process, 50 annotators with their own
// accounts for 60 s (focus mode, and a bulk page of 10 every 5th turn), the distribution at min_submitted 2.
// Prints the data size, the load average and p50/p95/p99 of search, submit and bulk; counts only acknowledged
// (2xx) answers and fails on any other status; checks no answer lost, every record status right, and that
// `marginalia backup` taken midway and at the end restore exactly the acknowledged answers. `--history compare`
// instead measures what the history costs a submit (`history-cost.ts`): history on and off side by side, alternating.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  distributionReport,
  formatLatency,
  lostAnswers,
  prepareAnnotationDrill,
  runAnnotators,
  unacknowledgedAnswers,
} from '../src/testing/drills/annotators-workload';
import { runCli, snapshotDifferences, storedResponses } from '../src/testing/drills/backup-checks';
import { runConditionsLine } from '../src/testing/drills/run-conditions';
import { startServerProcess } from '../src/testing/server-process-bundle';
import { createPostgresDatabase } from '../src/testing/test-server';
import { drillOptions, reporter } from './drill-options';
import { compareHistoryCost } from './history-cost';

const options = drillOptions({
  annotators: 50,
  seconds: 60,
  records: 10_000,
  think: 1000,
  modes: 'sqlite-full,sqlite-normal,postgres',
  history: 'on',
  rounds: 6,
});
const OWNER_API_KEY = 'drill-owner-key';
const report = reporter();
const dir = mkdtempSync(join(tmpdir(), 'marginalia-drill-annotators-'));
const drops: (() => Promise<void>)[] = [];

async function databaseFor(mode: string, name: string): Promise<string> {
  if (mode !== 'postgres') return join(dir, `${name}.db`);
  const created = await createPostgresDatabase();
  drops.push(created.drop);
  return created.url;
}

async function compare(mode: string): Promise<void> {
  const databases = {
    on: await databaseFor(mode, 'history-on'),
    off: await databaseFor(mode, 'history-off'),
  };
  const env = {
    MARGINALIA_SQLITE_SYNCHRONOUS: mode === 'sqlite-normal' ? 'normal' : 'full',
    MARGINALIA_OWNER_API_KEY: OWNER_API_KEY,
    MARGINALIA_OWNER_PASSWORD: '12345678',
  };
  const { ratio, errors } = await compareHistoryCost(mode, databases, env, options, OWNER_API_KEY);
  report.check(
    'every request answered 2xx (0 errors), both sides',
    errors.length === 0,
    errors.slice(0, 3).join('; '),
  );
  report.check('submit p95 with history within 10 % of without', ratio <= 1.1, `ratio ${ratio.toFixed(3)}`);
}

async function drill(mode: string): Promise<void> {
  const databaseUrl = await databaseFor(mode, 'live');
  const server = await startServerProcess({
    MARGINALIA_HISTORY: options.history,
    MARGINALIA_DATABASE_URL: databaseUrl,
    MARGINALIA_SQLITE_SYNCHRONOUS: mode === 'sqlite-normal' ? 'normal' : 'full',
    MARGINALIA_OWNER_API_KEY: OWNER_API_KEY,
    MARGINALIA_OWNER_PASSWORD: '12345678',
  });
  const url = server.url.replace('localhost', '127.0.0.1');
  try {
    const setup = await prepareAnnotationDrill(url, {
      ownerApiKey: OWNER_API_KEY,
      annotators: options.annotators,
      records: options.records,
      minSubmitted: 2,
    });
    const extension = mode === 'postgres' ? 'dump' : 'db';
    const midway = join(dir, `${mode}-midway.${extension}`);
    const backup = { started: 0, ended: 0, error: '' };
    const backupTimer = setTimeout(
      () => {
        backup.started = performance.now();
        runCli(['backup', midway], databaseUrl).then(
          () => (backup.ended = performance.now()),
          (error: Error) => (backup.error = error.message),
        );
      },
      (options.seconds * 1000) / 2,
    );
    const run = await runAnnotators(url, setup, {
      seconds: options.seconds,
      thinkMs: options.think,
      bulkEvery: 5,
      bulkSize: 10,
    });
    clearTimeout(backupTimer);
    while (backup.started > 0 && backup.ended === 0 && !backup.error)
      await new Promise((r) => setTimeout(r, 100));
    const stored = await distributionReport(url, setup, OWNER_API_KEY);

    console.log(
      `\n${mode}: ${options.annotators} annotators for ${run.seconds.toFixed(1)} s, ` +
        `${run.acknowledged.size} answers acknowledged (${(run.acknowledged.size / run.seconds).toFixed(1)}/s), ` +
        `${stored.completed} of ${setup.recordIds.length} records completed, ` +
        `${stored.beyondMinSubmitted} with answers beyond min_submitted 2 (stored: the overlap model)`,
    );
    console.log(
      `  ${await runConditionsLine(databaseUrl, { records: setup.recordIds.length, answers: stored.stored.size })}`,
    );
    console.log(`  search  ${formatLatency(run.search)}`);
    console.log(`  submit  ${formatLatency(run.submit)}`);
    console.log(`  bulk    ${formatLatency(run.bulk)}  (10 records each)`);
    report.check(
      'every request answered 2xx (0 errors)',
      run.errors.length === 0,
      run.errors.slice(0, 3).join('; '),
    );
    report.check('no acknowledged answer lost or changed', lostAnswers(run, stored.stored).length === 0);
    report.check(
      'no response stored that was not acknowledged',
      unacknowledgedAnswers(run, stored.stored).length === 0,
      run.uncertain.size > 0
        ? `${run.uncertain.size} records whose request failed on the network left aside`
        : '',
    );
    report.check('every record status follows its submitted count', stored.wrongStatus.length === 0);

    const final = join(dir, `${mode}-final.${extension}`);
    await runCli(['backup', final], databaseUrl);
    if (backup.error || backup.ended === 0) report.check('backup during the drill', false, backup.error);
    else {
      const restored = await databaseFor(mode, 'midway-restored');
      await runCli(['restore', midway], restored);
      const differences = snapshotDifferences(
        await storedResponses(restored),
        run.acknowledged,
        backup.started,
        run.uncertain,
      );
      report.check(
        `backup taken while they submitted (${Math.round(backup.ended - backup.started)} ms) restores a consistent snapshot`,
        differences.length === 0,
        differences.slice(0, 3).join('; '),
      );
    }
    const restoredFinal = await databaseFor(mode, 'final-restored');
    await runCli(['restore', final], restoredFinal);
    const all = snapshotDifferences(
      await storedResponses(restoredFinal),
      run.acknowledged,
      Infinity,
      run.uncertain,
    );
    report.check(
      'the final backup restores every submitted answer',
      all.length === 0,
      all.slice(0, 3).join('; '),
    );
  } finally {
    await server.stop();
  }
}

try {
  for (const mode of options.modes.split(','))
    await (options.history === 'compare' ? compare(mode.trim()) : drill(mode.trim()));
} finally {
  for (const drop of drops) await drop();
  rmSync(dir, { recursive: true, force: true });
}
report.finish();
