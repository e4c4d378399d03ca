import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { runAnnotatorsLoad, seedAnnotation, warmUpAnnotators } from './annotators-benchmark';
import { backendsCpuBetween, postgresBackendsCpuMs, processCpuMs } from './process-cpu';
import { runBulkResponsesBenchmark } from './bulk-responses-benchmark';
import { dropBenchDatabase, openBenchDatabase, type BenchDialect } from './bench-databases';
import { formatSummary } from './percentiles';
import { runQueueBenchmark, runSearchBenchmark } from './search-benchmark';
import { runSimilarityBenchmark } from './similarity-benchmark';
import { benchOptions } from './bench-options';
import { runConditionsLine } from '../src/testing/drills/run-conditions';
import { keepIdleConnections } from '../src/server';

/**
 * `npm run bench:server [-- options]`: seeds benchmark databases (kept under
 * `packages/server/.marginalia/bench/` and as `marginalia_bench_*` PostgreSQL databases, so the seed
 * is paid once) and prints p50/p95 for (a) search, (b) similarity, (c) concurrent annotators and (d) an annotator's
 * pending queue, first page (not run by default: `--only queue`) and (e) the server's share of a bulk submit of
 * 1,000 records (not run by default: `--only bulk`).
 *
 * Options: `--records N` (1,000,000), `--vectors N` (100,000), `--dimensions N` (768),
 * `--duration S` (60), `--annotators N` (50), `--annotation-records N` (500,000: one 2-core machine stored ~3,300
 * answers/s on PostgreSQL, and 200,000 ran out within the minute), `--iterations N` (200), `--only a,b,c`
 * (search,similarity,annotators; also queue, bulk), `--queue-records N,N` (10,000,100,000), `--bulk-runs N` (5),
 * `--bulk-records N` (1,000), `--bulk-concurrency N` (4, the web app's), `--server-node-args "…"` (options of the
 * server process for (c) and (e), e.g. `--cpu-prof`), `--annotators-rate N` (after (c), the same annotators offered N
 * answers/s in all, on records not yet answered: the latency at that rate), `--annotators-warmup S` (3: the load
 * before (c), then PostgreSQL's analyze: see `warmUpAnnotators`), `--dialects sqlite,postgres`,
 * `--pg-url URL`, `--fresh`.
 */
interface Options {
  records: number;
  vectors: number;
  dimensions: number;
  duration: number;
  annotators: number;
  annotationRecords: number;
  iterations: number;
  queueRecords: number[];
  bulkRuns: number;
  bulkRecords: number;
  bulkConcurrency: number;
  only: string[];
  dialects: BenchDialect[];
  pgUrl: string;
  fresh: boolean;
  /** Node options for the server process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  serverNodeArgs: string[];
  /** Answers/s offered in a second annotators run after the saturated one (none: no second run). */
  annotatorsRate: number | null;
  /** Seconds of load before (c), unmeasured (0: none). */
  annotatorsWarmup: number;
}

function parseOptions(argv: string[]): Options {
  const { value, int, flag, pgUrl } = benchOptions(argv);
  return {
    records: int('records', 1_000_000),
    vectors: int('vectors', 100_000),
    dimensions: int('dimensions', 768),
    duration: int('duration', 60),
    annotators: int('annotators', 50),
    annotationRecords: int('annotation-records', 500_000),
    iterations: int('iterations', 200),
    queueRecords: value('queue-records', '10000,100000')
      .split(',')
      .map((n) => {
        const count = Number(n.replace(/_/g, ''));
        if (!Number.isInteger(count) || count < 10)
          throw new Error('--queue-records: integers of at least 10');
        return count;
      }),
    bulkRuns: int('bulk-runs', 5),
    bulkRecords: int('bulk-records', 1_000),
    bulkConcurrency: int('bulk-concurrency', 4),
    only: value('only', 'search,similarity,annotators').split(','),
    dialects: value('dialects', 'sqlite,postgres').split(',') as BenchDialect[],
    pgUrl: pgUrl(),
    fresh: flag('fresh'),
    serverNodeArgs: value('server-node-args', '').split(' ').filter(Boolean),
    annotatorsRate: argv.includes('--annotators-rate') ? int('annotators-rate', 1) : null,
    // `--annotators-warmup 0` turns the warm-up off.
    annotatorsWarmup: int('annotators-warmup', 3, { min: 0 }),
  };
}

const log = (line: string) => console.log(line);
/** A machine-readable figure for `npm run bench:compare` (named as that script names the summary rows). */
const figure = (name: string, unit: string, value: number) =>
  log(`@bench-figure ${JSON.stringify({ name, unit, value })}`);
const latencyFigures = (name: string, latency: { p50: number; p95: number }) => {
  figure(`${name} p50`, 'ms', latency.p50);
  figure(`${name} p95`, 'ms', latency.p95);
};

/** Child mode: serve a benchmark database over HTTP on a free local port until killed. */
async function serveMode(dialect: BenchDialect, name: string, pgUrl: string): Promise<void> {
  const bench = await openBenchDatabase(dialect, name, pgUrl);
  // Idle connections as the reference server keeps them, so the load sees its connection handling.
  const server = keepIdleConnections(
    serve({ fetch: bench.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      console.log(`LISTENING ${info.port}`);
    }),
  );
  // Requests still in flight when the load stops get a moment to finish before the database closes.
  process.on('SIGTERM', () =>
    server.close(() => setTimeout(() => void bench.close().then(() => process.exit(0)), 500)),
  );
}

/** The CPU used so far by the server process and, on PostgreSQL, the backends serving the benchmark database. */
async function cpuReading(dialect: BenchDialect, url: string, serverPid: number | undefined) {
  return {
    server: processCpuMs(serverPid),
    postgres:
      dialect === 'postgres'
        ? await postgresBackendsCpuMs(url, decodeURIComponent(new URL(url).pathname.slice(1)))
        : null,
  };
}

/**
 * CPU milliseconds per stored answer between two readings: the server process's and PostgreSQL's (a figure that
 * follows the code more than the machine's load, where throughput follows the load).
 */
function cpuPerAnswer(
  before: Awaited<ReturnType<typeof cpuReading>>,
  after: Awaited<ReturnType<typeof cpuReading>>,
  answers: number,
): { server: number | null; postgres: number | null; text: string } {
  const per = (used: number | null) => (used === null || answers === 0 ? null : used / answers);
  const server = per(before.server === null || after.server === null ? null : after.server - before.server);
  const postgres = per(backendsCpuBetween(before.postgres, after.postgres));
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
  const text = `server ${ms(server)}${before.postgres === null && after.postgres === null ? '' : `, PostgreSQL ${ms(postgres)}`}`;
  return { server, postgres, text };
}

/** Starts the server in its own process, so load generator and server do not share an event loop. */
async function startServerProcess(dialect: BenchDialect, name: string, pgUrl: string, nodeArgs: string[]) {
  const child = spawn(
    process.execPath,
    [...nodeArgs, fileURLToPath(import.meta.url), '--serve', dialect, name, pgUrl],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--serve') return serveMode(argv[1] as BenchDialect, argv[2] as string, argv[3] as string);
  const options = parseOptions(argv);
  const rows: string[] = [];
  for (const dialect of options.dialects) {
    log(`\n=== ${dialect} ===`);
    if (options.only.includes('search')) {
      const name = `search_${options.records}`;
      if (options.fresh) await dropBenchDatabase(dialect, name, options.pgUrl);
      const bench = await openBenchDatabase(dialect, name, options.pgUrl);
      const result = await runSearchBenchmark(bench, options.records, options.iterations, log);
      await bench.close();
      const seeded = result.seedSeconds === null ? 'reused' : `seeded in ${result.seedSeconds.toFixed(0)} s`;
      const line = `(a) search, 2 filters + sort + text, ${result.records.toLocaleString('en')} records (${seeded}, ~${result.averageTotal} hits/query): ${formatSummary(result.latency)}`;
      log(line);
      rows.push(`${dialect} ${line}`);
      latencyFigures(`${dialect} (a) search`, result.latency);
    }
    if (options.only.includes('similarity')) {
      const name = `vectors_${options.vectors}_${options.dimensions}`;
      if (options.fresh) await dropBenchDatabase(dialect, name, options.pgUrl);
      const bench = await openBenchDatabase(dialect, name, options.pgUrl);
      const iterations = options.iterations;
      const result = await runSimilarityBenchmark(
        bench,
        options.vectors,
        options.dimensions,
        iterations,
        log,
      );
      await bench.close();
      const line = `(b) similarity top-50, ${result.vectors.toLocaleString('en')} vectors × ${result.dimensions}: ${formatSummary(result.latency)}`;
      log(line);
      rows.push(`${dialect} ${line}`);
      latencyFigures(`${dialect} (b) similarity top-50`, result.latency);
    }
    if (options.only.includes('annotators')) {
      const name = 'annotation';
      const bench = await openBenchDatabase(dialect, name, options.pgUrl);
      const seeded = await seedAnnotation(bench, options.annotationRecords, options.annotators);
      await bench.close();
      const server = await startServerProcess(dialect, name, options.pgUrl, options.serverNodeArgs);
      try {
        const seed = await warmUpAnnotators(server.url, seeded, options.annotatorsWarmup, dialect, bench.url);
        const cpuBefore = await cpuReading(dialect, bench.url, server.pid);
        const result = await runAnnotatorsLoad(server.url, seed, options.duration);
        const cpuAfter = await cpuReading(dialect, bench.url, server.pid);
        const conditions = await runConditionsLine(bench.url, {
          records: seeded.recordIds.length,
          answers: result.answers,
        });
        const cpu = cpuPerAnswer(cpuBefore, cpuAfter, result.answers);
        const line = `(c) ${result.annotators} annotators submitting for ${result.seconds} s, each to records of its own: ${result.answers} answers stored (201), ${result.throughput.toFixed(0)}/s, ${formatSummary(result.latency)}; CPU per stored answer: ${cpu.text} [${conditions}]`;
        log(line);
        rows.push(`${dialect} ${line}`);
        const name = `${dialect} (c) ${result.annotators} annotators submitting for ${result.seconds} s`;
        latencyFigures(name, result.latency);
        figure(`${name} rate`, '/s', result.throughput);
        if (cpu.server !== null) figure(`${name} server CPU per answer`, 'ms', cpu.server);
        if (cpu.postgres !== null) figure(`${name} PostgreSQL CPU per answer`, 'ms', cpu.postgres);
        if (options.annotatorsRate !== null) {
          const rate = options.annotatorsRate;
          // Records the saturated run may have answered are skipped (some were still in flight at its end).
          const unanswered = {
            ...seed,
            recordIds: seed.recordIds.slice(result.answers + 2 * result.annotators),
          };
          const paced = await runAnnotatorsLoad(server.url, unanswered, options.duration, rate);
          const kept = paced.throughput >= rate * 0.97 ? 'kept up' : 'DID NOT keep up';
          const pacedLine = `(c) ${paced.annotators} annotators offered ${rate} answers/s for ${paced.seconds} s: ${paced.answers} answers stored (201), ${paced.throughput.toFixed(0)}/s (${kept}), ${formatSummary(paced.latency)} [${await runConditionsLine(bench.url, { records: seeded.recordIds.length, answers: paced.answers })}]`;
          log(pacedLine);
          rows.push(`${dialect} ${pacedLine}`);
          const pacedName = `${dialect} (c) ${paced.annotators} annotators offered ${rate}/s`;
          latencyFigures(pacedName, paced.latency);
          figure(`${pacedName} rate`, '/s', paced.throughput);
        }
      } finally {
        await server.stop();
      }
    }
    if (options.only.includes('bulk')) {
      const name = 'annotation';
      const bench = await openBenchDatabase(dialect, name, options.pgUrl);
      const seed = await seedAnnotation(bench, options.annotationRecords, 1);
      await bench.close();
      const server = await startServerProcess(dialect, name, options.pgUrl, options.serverNodeArgs);
      try {
        const result = await runBulkResponsesBenchmark(server.url, seed, {
          records: options.bulkRecords,
          runs: options.bulkRuns,
          groupSize: 10,
          concurrency: options.bulkConcurrency,
        });
        const conditions = await runConditionsLine(bench.url, {
          records: seed.recordIds.length,
          answers: result.records * result.runs.count,
        });
        const label = `(e) bulk submit of ${result.records} records, groups of ${result.groupSize}, ${result.concurrency} at once`;
        const line = `${label}: run ${formatSummary(result.runs)}; request ${formatSummary(result.requests)} [${conditions}]`;
        log(line);
        rows.push(`${dialect} ${line}`);
        figure(`${dialect} ${label} run p50`, 'ms', result.runs.p50);
        latencyFigures(`${dialect} ${label} request`, result.requests);
      } finally {
        await server.stop();
      }
    }
    if (options.only.includes('queue')) {
      const name = 'queue';
      if (options.fresh) await dropBenchDatabase(dialect, name, options.pgUrl);
      const bench = await openBenchDatabase(dialect, name, options.pgUrl);
      for (const count of options.queueRecords) {
        const result = await runQueueBenchmark(bench, count, options.iterations, log);
        const phases = result.phases.map((p) => `${p.name} ${p.ms.toFixed(1)}`).join(', ');
        const line = `(d) pending queue page 1, ${count.toLocaleString('en')} records (${result.pending.toLocaleString('en')} pending): ${formatSummary(result.latency)}; server phases (median ms): ${phases}`;
        log(line);
        rows.push(`${dialect} ${line}`);
        latencyFigures(`${dialect} (d) pending queue page 1, ${count} records`, result.latency);
        for (const phase of result.phases)
          figure(`${dialect} (d) ${count} records, server ${phase.name}`, 'ms', phase.ms);
      }
      await bench.close();
    }
  }
  log('\n=== summary ===');
  for (const row of rows) log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
