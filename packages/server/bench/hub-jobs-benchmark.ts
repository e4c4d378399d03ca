import { startHubStandIn } from '@marginalia/hub-stand-in';
import type { Kysely } from 'kysely';
import { createApp } from '../src/app';
import { newId } from '../src/common/ids';
import { BackgroundTasks } from '../src/common/background-tasks';
import { nowTimestamp } from '../src/common/time';
import { loadConfig } from '../src/config/server-config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { ensureOwner } from '../src/seed/ensure-owner';
import { benchDirectory, dropBenchDatabase, type BenchDialect } from './bench-databases';
import { benchOptions } from './bench-options';
import { percentile } from './percentiles';
import { withPeakRss } from './peak-rss';
import { join } from 'node:path';
import pg from 'pg';

/**
 * `npm run bench:hub [-- --runs 3 --dialects sqlite,postgres]`: against the local hub stand-in, the time from
 * `POST /datasets/{id}/import` of `stanfordnlp/imdb` (10,000 rows) to the job's `finished`, and from
 * `POST /datasets/{id}/export` of 10,000 annotated records (a response and a suggestion each) to `finished`.
 * Each run uses a fresh dataset in a fresh database; prints every run and the median. `--large` instead imports
 * the 10,000 rows of 100 kB texts once per dialect and prints the time and the peak memory.
 */
const options = benchOptions(process.argv.slice(2));
const runs = options.int('runs', 3);
const dialects = options.value('dialects', 'sqlite,postgres').split(',') as BenchDialect[];
const pgUrl = options.pgUrl();
const large = options.flag('large');
const API_KEY = 'bench-owner-api-key';

async function openFresh(dialect: BenchDialect, name: string): Promise<string> {
  await dropBenchDatabase(dialect, name, pgUrl);
  if (dialect === 'sqlite') return join(benchDirectory(), `${name}.db`);
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database marginalia_bench_${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/marginalia_bench_${name}`;
  return url.toString();
}

/** A job's time to `finished`, and the CPU time this process (server and job alike) spent meanwhile. */
interface JobTiming {
  ms: number;
  cpuMs: number;
}

/**
 * Starts a job and polls its row every 25 ms until it finishes. The job runs in this process, so a tighter
 * poll would take time from the job it measures (on SQLite the poll runs on the same thread).
 */
async function timeJob(db: Kysely<Database>, start: () => Promise<Response>): Promise<JobTiming> {
  const began = performance.now();
  const cpu = process.cpuUsage();
  const res = await start();
  if (res.status !== 202) throw new Error(`expected 202, got ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const job = await db
      .selectFrom('jobs')
      .select(['status', 'error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (job.status === 'finished') {
      const used = process.cpuUsage(cpu);
      return { ms: performance.now() - began, cpuMs: (used.user + used.system) / 1000 };
    }
    if (job.status === 'failed') throw new Error(`job failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Gives every record of a dataset a submitted response by the owner (setup, not measured). */
async function annotateAll(
  db: Kysely<Database>,
  datasetId: string,
  ownerId: string,
  labels: string[],
): Promise<void> {
  const records = await db.selectFrom('records').select('id').where('dataset_id', '=', datasetId).execute();
  const now = nowTimestamp();
  for (let i = 0; i < records.length; i += 500) {
    const rows = records.slice(i, i + 500).map((r, j) => ({
      id: newId(),
      record_id: r.id,
      user_id: ownerId,
      values: JSON.stringify({ label: { value: labels[(i + j) % labels.length] } }),
      status: 'submitted' as const,
      inserted_at: now,
      updated_at: now,
    }));
    await db.insertInto('responses').values(rows).execute();
  }
}

/** Per run: wall time to `finished` and this process's CPU time, for imports and exports. */
interface DialectResult {
  imports: number[];
  importCpu: number[];
  exports: number[];
  exportCpu: number[];
}

async function benchDialect(dialect: BenchDialect, hubEnv: Record<string, string>): Promise<DialectResult> {
  const name = `hub_jobs_${process.pid}`;
  const url = await openFresh(dialect, name);
  const db = createDatabase(url);
  await migrateToLatest(db);
  const config = loadConfig({
    ...hubEnv,
    MARGINALIA_DATABASE_URL: url,
    MARGINALIA_OWNER_API_KEY: API_KEY,
    MARGINALIA_AUTH_SECRET_KEY: 'bench-secret',
    MARGINALIA_SEED_DEMO: 'false',
    MARGINALIA_STATIC_DIR: join(benchDirectory(), 'no-web-app'),
  });
  const owner = await ensureOwner(db, config.owner);
  const app = createApp({ db, config, tasks: new BackgroundTasks(console) });
  const call = (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      app.request(`/api/v1${path}`, {
        method,
        headers: { 'X-Argilla-Api-Key': API_KEY, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  const json = async (res: Response) => (await res.json()) as { id: string };
  const workspace = await json(await call('POST', '/workspaces', { name: 'hub-bench' }));
  const result: DialectResult = { imports: [], importCpu: [], exports: [], exportCpu: [] };
  if (large) {
    // The fault case of 10,000 rows of 100 kB texts (about 1 GB of text): time and the process's peak memory.
    const dataset = await json(
      await call('POST', '/datasets', { name: 'large-texts', workspace_id: workspace.id }),
    );
    await call('POST', `/datasets/${dataset.id}/fields`, {
      name: 'text',
      title: 'Text',
      required: true,
      settings: { type: 'text' },
    });
    await call('POST', `/datasets/${dataset.id}/questions`, {
      name: 'note',
      title: 'Note',
      required: true,
      settings: { type: 'text' },
    });
    await call('PUT', `/datasets/${dataset.id}/publish`);
    const { value: timing, peakMb } = await withPeakRss(() =>
      timeJob(db, () =>
        call('POST', `/datasets/${dataset.id}/import`, {
          name: 'marginalia-stand-in/large-texts',
          subset: 'default',
          split: 'train',
          mapping: { fields: [{ source: 'text', target: 'text' }] },
        }),
      ),
    );
    console.log(
      `  ${dialect} large texts: 10,000 rows of 100 kB imported in ${(timing.ms / 1000).toFixed(1)} s (CPU ${(timing.cpuMs / 1000).toFixed(1)} s), peak RSS ${peakMb} MB`,
    );
    await db.destroy();
    await dropBenchDatabase(dialect, name, pgUrl);
    return result;
  }
  for (let run = 0; run < runs; run++) {
    const dataset = await json(
      await call('POST', '/datasets', { name: `imdb-${run}`, workspace_id: workspace.id }),
    );
    await call('POST', `/datasets/${dataset.id}/fields`, {
      name: 'text',
      title: 'Text',
      required: true,
      settings: { type: 'text' },
    });
    const options = ['neg', 'pos'].map((value) => ({ value, text: value }));
    await call('POST', `/datasets/${dataset.id}/questions`, {
      name: 'label',
      title: 'Label',
      required: true,
      settings: { type: 'label_selection', options },
    });
    await call('PUT', `/datasets/${dataset.id}/publish`);
    const importTiming = await timeJob(db, () =>
      call('POST', `/datasets/${dataset.id}/import`, {
        name: 'stanfordnlp/imdb',
        subset: 'plain_text',
        split: 'train',
        mapping: {
          fields: [{ source: 'text', target: 'text' }],
          suggestions: [{ source: 'label', target: 'label' }],
        },
      }),
    );
    result.imports.push(importTiming.ms);
    result.importCpu.push(importTiming.cpuMs);
    await annotateAll(db, dataset.id, owner.id, ['neg', 'pos']);
    const exportTiming = await timeJob(db, () =>
      call('POST', `/datasets/${dataset.id}/export`, {
        name: `standin-user/bench-${dialect}-${run}`,
        token: 'hf_standin_write',
      }),
    );
    result.exports.push(exportTiming.ms);
    result.exportCpu.push(exportTiming.cpuMs);
    console.log(
      `  ${dialect} run ${run + 1}: import ${importTiming.ms.toFixed(0)} ms (CPU ${importTiming.cpuMs.toFixed(0)} ms), export ${exportTiming.ms.toFixed(0)} ms (CPU ${exportTiming.cpuMs.toFixed(0)} ms)`,
    );
  }
  await db.destroy();
  await dropBenchDatabase(dialect, name, pgUrl);
  return result;
}

function medianWithRuns(values: number[]): string {
  return `${percentile(values, 50).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
}

async function main(): Promise<void> {
  const hub = await startHubStandIn({ port: 0 });
  try {
    // Generate the split's parquet file once, outside the measured runs (a real hub has it ready).
    const warm = large
      ? 'marginalia-stand-in/large-texts&config=default'
      : 'stanfordnlp/imdb&config=plain_text';
    await fetch(`${hub.url}/parquet?dataset=${warm}&split=train`);
    const lines: string[] = [];
    for (const dialect of dialects) {
      const result = await benchDialect(dialect, hub.env);
      if (large) continue;
      lines.push(
        `| ${dialect} | ${medianWithRuns(result.imports)} | ${medianWithRuns(result.importCpu)} | ${medianWithRuns(result.exports)} | ${medianWithRuns(result.exportCpu)} |`,
      );
    }
    if (large) return;
    console.log(
      '\n| Database | Import of 10,000 rows to finished: median (runs) | its CPU | Export of 10,000 annotated records to finished: median (runs) | its CPU |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const line of lines) console.log(line);
  } finally {
    await hub.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
