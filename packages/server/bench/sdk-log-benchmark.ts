import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { packageRoot } from '../src/config/server-config';
import { BatchPhases } from './batch-phases';
import { benchDirectory } from './bench-databases';
import { benchOptions } from './bench-options';
import { processCpuMs } from './process-cpu';
import {
  RECORD_PAYLOADS,
  sdkRecord,
  sdkSettingsRequests,
  type QuestionIds,
  type RecordPayload,
  type RecordVariant,
} from './sdk-log-payload';

/**
 * `npm run bench:sdk-log [-- --records 10000 --runs 3 --dialects sqlite,postgres --compare <other cli.js>]`: the
 * Argilla SDK's `records.log()` replayed over HTTP against a built server (`dist/cli.js`, started per run on a fresh
 * database): a dataset with the SDK's settings (text/image/chat/custom fields, every question type, terms/integer/float
 * metadata, a 768-dimension vector), then `PUT /datasets/{id}/records/bulk` in batches of 256 records (fields,
 * metadata, a vector, six suggestions, two users' responses) one after the other as the SDK sends them, then the same
 * records again as updates (`--payload light`: fields, metadata and one suggestion only). Prints records/s of create and update per run and their medians, with the load average,
 * and the CPU time the server process spent per 1,000 records (its own process only: PostgreSQL's is not counted).
 * `--compare <cli.js>` runs another build (e.g. main's) alternately with this one (ABBA), so both see the same load.
 * `--ceiling` first runs the same batches against a server that only parses and answers them (`sdk-echo-server.ts`):
 * what the exchange itself allows on this machine.
 */
const options = benchOptions(process.argv.slice(2));
const total = options.int('records', 10_000);
const runs = options.int('runs', 3);
const batchSize = options.int('batch', 256);
const dimensions = options.int('dimensions', 768);
// The benchmark ports and databases of the other benchmarks (`MARGINALIA_BENCH_PORT`, `MARGINALIA_BENCH_PG_PREFIX`)
// come first, so checkouts that share a machine keep apart here too.
const port = options.int(
  'port',
  Number(process.env['MARGINALIA_BENCH_PORT'] ?? process.env['MARGINALIA_E2E_PORT'] ?? 7300),
);
const dialects = options.value('dialects', 'sqlite,postgres').split(',');
const payload = options.value('payload', 'full') as RecordPayload;
if (!RECORD_PAYLOADS.includes(payload))
  throw new Error(`--payload must be one of ${RECORD_PAYLOADS.join(', ')}`);
const pgAdminUrl = options.pgUrl();
const pgPrefix = (
  process.env['MARGINALIA_BENCH_PG_PREFIX'] ??
  process.env['MARGINALIA_TEST_PG_PREFIX'] ??
  'marginalia_bench_'
).toLowerCase();
const API_KEY = 'bench-sdk-log-owner-key';
/** Node options for the server processes, e.g. `--server-node-args "--cpu-prof --cpu-prof-dir=/tmp/prof"`. */
const serverNodeArgs = options.value('server-node-args', '').split(' ').filter(Boolean);
/** The echo server of `--ceiling`, built beside this runner. */
const ECHO_SERVER = 'node_modules/.cache/marginalia-bench/sdk-echo-server.js';

/** The builds measured: this checkout's and, with `--compare`, another one. */
const sides = [
  { name: 'this build', cli: resolve(options.value('server', join(packageRoot(), 'dist', 'cli.js'))) },
  ...(options.flag('compare')
    ? [{ name: 'compared build', cli: resolve(options.value('compare', '')) }]
    : []),
];

interface RunFigures {
  create: number;
  update: number;
  /** Median ms per batch of each server phase and outside the server (`BatchPhases.summary`). */
  createPhases: string;
  updatePhases: string;
  /** The server process's CPU milliseconds per 1,000 records (null where `/proc` cannot tell). */
  createCpu: number | null;
  updateCpu: number | null;
}

/** CPU milliseconds the server process has used so far (null where `/proc` cannot tell). */
const serverCpuMs = (server: ChildProcess) => processCpuMs(server.pid);

/** CPU ms per 1,000 records between two readings. */
const cpuPerThousand = (before: number | null, after: number | null) =>
  before === null || after === null ? null : ((after - before) * 1000) / total;
/** The median of the runs' CPU figures that `/proc` could tell, or null. */
function medianCpu(results: readonly RunFigures[], pick: (r: RunFigures) => number | null): number | null {
  const values = results.map(pick).filter((v): v is number => v !== null);
  return values.length > 0 ? median(values) : null;
}
const formatCpu = (value: number | null) => (value === null ? '   n/a' : value.toFixed(0).padStart(6));

const log = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database for one run, and how to drop it. */
async function freshDatabase(dialect: string, run: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(benchDirectory(), 'sdk-log-'));
    return { url: join(dir, 'bench.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `${pgPrefix}sdklog_${run}`.replace(/[^a-z0-9_]/g, '_');
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** Starts a built server on `databaseUrl` and resolves once it listens. */
function startServer(cli: string, databaseUrl: string): Promise<ChildProcess> {
  return startProcess(
    cli,
    {
      MARGINALIA_DATABASE_URL: databaseUrl,
      MARGINALIA_OWNER_API_KEY: API_KEY,
      MARGINALIA_OWNER_PASSWORD: 'bench-owner-password',
      MARGINALIA_AUTH_SECRET_KEY: 'bench-secret',
      MARGINALIA_SEED_DEMO: 'false',
      MARGINALIA_STATIC_DIR: join(benchDirectory(), 'no-web-app'),
      MARGINALIA_ELEMENTS_DIR: 'off',
    },
    'Marginalia is running at',
  );
}

/** Starts `script` on the benchmark's port and resolves once it printed `ready`. */
function startProcess(script: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serverNodeArgs, script], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) done(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * One API call, answered with its parsed body and its `Server-Timing` header; a string `body` is sent as it is
 * (already serialized JSON).
 */
async function send<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ answer: T; timing: string | null }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/${path}`, {
    method,
    headers: { 'X-Argilla-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return { answer: (text ? JSON.parse(text) : null) as T, timing: res.headers.get('Server-Timing') };
}

/** One API call's parsed answer. */
const call = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
  (await send<T>(method, path, body)).answer;

/** Where records are logged: the dataset, its questions' ids and the two annotators' ids. */
interface LogTarget {
  datasetId: string;
  questions: QuestionIds;
  users: [string, string];
}

/** The dataset the SDK's `dataset.create()` makes, with two annotators in its workspace. */
async function createSdkDataset(): Promise<LogTarget> {
  const workspace = await call<{ id: string }>('POST', 'workspaces', { name: 'sdk-log' });
  const users: string[] = [];
  for (const n of [0, 1]) {
    const user = await call<{ id: string }>('POST', 'users', {
      username: `sdk-annotator-${n}`,
      first_name: `annotator ${n}`,
      last_name: null,
      role: 'annotator',
      password: '12345678',
    });
    await call('POST', `workspaces/${workspace.id}/users`, { user_id: user.id });
    users.push(user.id);
  }
  const dataset = await call<{ id: string }>('POST', 'datasets', {
    name: 'sdk-log',
    workspace_id: workspace.id,
  });
  const questions: QuestionIds = {};
  for (const request of sdkSettingsRequests(dimensions)) {
    const made = await call<{ id: string; name: string }>('POST', `datasets/${dataset.id}/${request.path}`, {
      ...(request.body as object),
      dataset_id: dataset.id,
    });
    if (request.path === 'questions') questions[made.name] = made.id;
  }
  await call('PUT', `datasets/${dataset.id}/publish`);
  return { datasetId: dataset.id, questions, users: users as [string, string] };
}

/** Logs every record in batches, one request at a time as the SDK does; answers records/s and the batches' phases. */
async function logRecords(
  target: LogTarget,
  variant: RecordVariant,
): Promise<{ perSecond: number; phases: BatchPhases }> {
  let elapsed = 0;
  const phases = new BatchPhases();
  for (let first = 0; first < total; first += batchSize) {
    const items = [];
    for (let i = first; i < Math.min(total, first + batchSize); i += 1)
      items.push(sdkRecord(i, target.questions, target.users, dimensions, variant, payload));
    // The SDK serializes before sending; only the request is timed.
    const body = JSON.stringify({ items });
    const began = performance.now();
    // The SDK reads the answer's records: parsing them is part of the batch.
    const { answer, timing } = await send<{ items: unknown[] }>(
      'PUT',
      `datasets/${target.datasetId}/records/bulk`,
      body,
    );
    const ms = performance.now() - began;
    elapsed += ms;
    if (answer.items.length !== items.length) throw new Error(`${answer.items.length} items answered`);
    phases.add(ms, timing);
  }
  return { perSecond: total / (elapsed / 1000), phases };
}

/** Logs the records, then the same records again as updates, with the server's CPU time for each. */
async function logTwice(server: ChildProcess, target: LogTarget): Promise<RunFigures> {
  const began = serverCpuMs(server);
  const create = await logRecords(target, { textPrefix: 'Review', shift: 0 });
  const created = serverCpuMs(server);
  const update = await logRecords(target, { textPrefix: 'Edited review', shift: 1 });
  const updated = serverCpuMs(server);
  return {
    create: create.perSecond,
    update: update.perSecond,
    createPhases: create.phases.summary(),
    updatePhases: update.phases.summary(),
    createCpu: cpuPerThousand(began, created),
    updateCpu: cpuPerThousand(created, updated),
  };
}

async function runOnce(cli: string, dialect: string, run: string): Promise<RunFigures> {
  const database = await freshDatabase(dialect, run);
  const server = await startServer(cli, database.url);
  try {
    return await logTwice(server, await createSdkDataset());
  } finally {
    await stopServer(server);
    await database.drop();
  }
}

async function benchDialect(dialect: string): Promise<void> {
  log(
    `\n${dialect}: ${total} records (${payload} payload), batches of ${batchSize}, ${runs} runs per build (load ${load()})`,
  );
  const figures = new Map<string, RunFigures[]>(sides.map((s) => [s.name, []]));
  for (let run = 0; run < runs; run += 1) {
    // ABBA: a drift in the machine's load hits every build alike.
    const order = run % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const result = await runOnce(side.cli, dialect, `${run}_${sides.indexOf(side)}`);
      figures.get(side.name)?.push(result);
      log(
        `  run ${run + 1} ${side.name.padEnd(14)} create ${result.create.toFixed(0).padStart(6)} records/s` +
          `  update ${result.update.toFixed(0).padStart(6)} records/s` +
          `  server CPU ${formatCpu(result.createCpu)} / ${formatCpu(result.updateCpu)} ms per 1,000  (load ${load()})`,
      );
      log(`      create, median ms per batch: ${result.createPhases}`);
      log(`      update, median ms per batch: ${result.updatePhases}`);
    }
  }
  for (const side of sides) {
    const results = figures.get(side.name) ?? [];
    const create = median(results.map((r) => r.create));
    const update = median(results.map((r) => r.update));
    const cpu = (pick: (r: RunFigures) => number | null) => medianCpu(results, pick);
    log(
      `  median ${side.name.padEnd(14)} create ${create.toFixed(0).padStart(6)} records/s  update ${update
        .toFixed(0)
        .padStart(6)} records/s  server CPU ${formatCpu(cpu((r) => r.createCpu))} / ${formatCpu(
        cpu((r) => r.updateCpu),
      )} ms per 1,000   [${dialect}, ${total} ${payload} records, ${side.cli}]`,
    );
    if (side === sides[0]) {
      log(
        `@bench-figure ${JSON.stringify({ name: `sdk-log ${dialect}${payload === 'full' ? '' : ` ${payload}`} create`, unit: 'records/s', value: create })}`,
      );
      log(
        `@bench-figure ${JSON.stringify({ name: `sdk-log ${dialect}${payload === 'full' ? '' : ` ${payload}`} update`, unit: 'records/s', value: update })}`,
      );
    }
  }
}

/**
 * `--ceiling`: the same batches against `sdk-echo-server` (read, parse, answer; nothing stored), in as many runs: the
 * most records/s the exchange itself allows on this machine, to read the builds' figures against.
 */
async function benchCeiling(): Promise<void> {
  log(
    `\nceiling: ${total} records (${payload} payload) against a server that only parses and answers (load ${load()})`,
  );
  const target: LogTarget = {
    datasetId: '00000000-0000-7000-8000-000000000000',
    questions: Object.fromEntries(
      sdkSettingsRequests(dimensions)
        .filter((r) => r.path === 'questions')
        .map((r, i) => [
          (r.body as { name: string }).name,
          `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        ]),
    ),
    users: ['00000000-0000-7000-8000-0000000000a0', '00000000-0000-7000-8000-0000000000a1'] as [
      string,
      string,
    ],
  };
  const results: RunFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const server = await startProcess(join(packageRoot(), ECHO_SERVER), {}, 'echo server listening');
    try {
      results.push(await logTwice(server, target));
    } finally {
      await stopServer(server);
    }
  }
  const cpu = (pick: (r: RunFigures) => number | null) => medianCpu(results, pick);
  log(
    `  median ceiling        create ${median(results.map((r) => r.create))
      .toFixed(0)
      .padStart(6)} records/s` +
      `  update ${median(results.map((r) => r.update))
        .toFixed(0)
        .padStart(6)} records/s` +
      `  server CPU ${formatCpu(cpu((r) => r.createCpu))} / ${formatCpu(cpu((r) => r.updateCpu))} ms per 1,000` +
      `   (runs: ${results.map((r) => r.create.toFixed(0)).join(', ')} / ${results.map((r) => r.update.toFixed(0)).join(', ')})`,
  );
}

log(`Argilla SDK records.log replay; builds: ${sides.map((s) => `${s.name} = ${s.cli}`).join(', ')}`);
if (options.flag('ceiling')) await benchCeiling();
for (const dialect of dialects) {
  if (dialect === 'postgres' && !(await postgresAnswers())) {
    log(`\npostgres: skipped, ${pgAdminUrl} does not answer`);
    continue;
  }
  await benchDialect(dialect);
}
log(`\nload average after: ${load()}`);
