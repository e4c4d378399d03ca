import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWNER, ownerApi, signInToken } from './bench-api';
import { launchBrowser } from './bench-browser';
import type { BenchContext } from './bench-context';
import { seedMainDataset, seedSpanDataset, type MainDataset } from './bench-datasets';
import { startBenchServer } from './bench-server';
import { runBulkSubmitBenchmark } from './bulk-submit-benchmark';
import { runDocumentViewerBenchmark } from './document-viewer-benchmark';
import { formatFigure, median, type Figure } from './figures';
import { runFirstRecordBenchmark } from './first-record-benchmark';
import { runHeapGrowthBenchmark } from './heap-growth-benchmark';
import { measureRouteBundle } from './route-bundle-size';
import { runSpanFieldBenchmark } from './span-field-benchmark';
import { runSubmitNextBenchmark } from './submit-next-benchmark';
import { benchOptions } from '../../../packages/server/bench/bench-options';

/**
 * `pnpm bench:ui [-- options]`: browser benchmarks of the annotation screen (issue #5) in Chromium against the
 * built reference server (fresh SQLite database, datasets created through the v1 API). Prints each figure with
 * its goal; a missed goal is reported, never a failure (the process fails only on errors).
 *
 * Options: `--port N` (6941), `--records N` (100000), `--only size,p2,p3,p4,p5,p9` (all),
 * `--chromium PATH` ($CHROMIUM_PATH or /usr/bin/chromium), `--p2-runs N` (15), `--p3-submits N` (50),
 * `--p2-trace FILE` (a Chromium trace of P2's last load), `--p3-trace FILE` (of P3's measured submits; both open
 * in the Performance panel),
 * `--p9-records N` (1000), `--p4-renders N` (10), `--p4-adds N` (20), `--p4-trace FILE` (of P4's last load), `--p10-runs N` (5), `--cpu-slowdown N` (1: the pages' main thread runs N times slower, Chromium's CPU
 * throttling), `--hold` (seed, print the addresses and keep the
 * server running until Ctrl+C, to profile by hand; sign in as owner / 12345678).
 */
interface Options {
  port: number;
  records: number;
  only: string[];
  chromium: string;
  p2Runs: number;
  p3Submits: number;
  p3Trace: string | null;
  p2Trace: string | null;
  p9Records: number;
  p4Renders: number;
  p4Adds: number;
  p4Trace: string | null;
  p10Runs: number;
  cpuSlowdown: number;
  hold: boolean;
}

/** `--cpu-slowdown`: a number of at least 1 (fractions allowed, e.g. 2.5). */
function cpuSlowdown(text: string): number {
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 1) throw new Error('--cpu-slowdown must be a number of at least 1');
  return rate;
}

function parseOptions(argv: string[]): Options {
  const { value, int, flag } = benchOptions(argv);
  return {
    port: int('port', 6941),
    records: int('records', 100_000),
    only: value('only', 'size,p2,p3,p4,p5,p9,p10').split(','),
    chromium: value('chromium', process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'),
    p2Runs: int('p2-runs', 15),
    p3Submits: int('p3-submits', 50),
    p3Trace: value('p3-trace', '') || null,
    p2Trace: value('p2-trace', '') || null,
    p9Records: int('p9-records', 1000),
    p4Renders: int('p4-renders', 10),
    p4Adds: int('p4-adds', 20),
    p4Trace: value('p4-trace', '') || null,
    p10Runs: int('p10-runs', 5),
    cpuSlowdown: cpuSlowdown(value('cpu-slowdown', '1')),
    hold: flag('hold'),
  };
}

const log = (line: string) => console.log(line);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const repoRoot = resolve(appDir, '../..');
  if (!existsSync(join(appDir, 'dist/index.html'))) throw new Error('build the web app first (vite build)');
  if (!existsSync(options.chromium)) throw new Error(`no Chromium at ${options.chromium}`);
  const wanted = (id: string) => options.only.includes(id);
  const figures: Figure[] = [];
  const report = (figure: Figure) => {
    figures.push(figure);
    log(formatFigure(figure));
    if (figure.detail) log(`    ${figure.detail}`);
    // Machine-readable, for `npm run bench:compare`: the median (the value itself when there is one).
    log(`@bench-figure ${JSON.stringify({ name: `${figure.id} ${figure.label}`, unit: figure.unit, value: median(figure.values) })}`);
  };

  if (wanted('size')) report(measureRouteBundle(join(appDir, 'dist')));
  const browserIds = ['p2', 'p3', 'p4', 'p5', 'p9', 'p10'].filter(wanted);
  if (browserIds.length > 0) {
    const server = await startBenchServer(repoRoot, options.port);
    const browser = await launchBrowser(options.chromium);
    try {
      const call = ownerApi(server.url);
      const bench: BenchContext = { browser, baseURL: server.url, token: await signInToken(server.url, OWNER), call, cpuSlowdown: options.cpuSlowdown, log };
      let reviews: MainDataset | null = null;
      if (options.hold || browserIds.some((id) => id !== 'p4' && id !== 'p10')) {
        const started = performance.now();
        log(`\nSeeding ${options.records.toLocaleString('en')} records through the API…`);
        reviews = await seedMainDataset(call, options.records, log);
        log(`  done in ${seconds(started)}`);
      }
      if (options.hold) {
        const spans = await seedSpanDataset(call, 100_000, 1000);
        log(`\nServing ${server.url} (owner / 12345678); Ctrl+C stops.`);
        log(`  ${server.url}/dataset/${reviews!.id}/annotation-mode`);
        log(`  ${server.url}/dataset/${spans.id}/annotation-mode`);
        await new Promise((resolve) => process.once('SIGINT', resolve));
        return;
      }
      // Order matters: P2 before anything answers records; P5 answers its three groups before P3 and P9 walk the
      // pending queue (which they then never meet).
      const steps: [string, string, () => Promise<Figure | Figure[]>][] = [
        ['p2', 'P2 first record interactive', () => runFirstRecordBenchmark(bench, reviews!, options.p2Runs, options.p2Trace)],
        ['p5', 'P5 bulk submit', () => runBulkSubmitBenchmark(bench, reviews!)],
        ['p3', 'P3 Submit → next record', () => runSubmitNextBenchmark(bench, reviews!, options.p3Submits, options.p3Trace)],
        ['p9', 'P9 heap growth', () => runHeapGrowthBenchmark(bench, reviews!, options.p9Records)],
        [
          'p4',
          'P4 span field',
          async () => runSpanFieldBenchmark(bench, await seedSpanDataset(call, 100_000, 1000), options.p4Renders, options.p4Adds, options.p4Trace),
        ],
        ['p10', 'P10 document viewer', () => runDocumentViewerBenchmark(bench, options.p10Runs)],
      ];
      for (const [id, title, step] of steps) {
        if (!wanted(id)) continue;
        const started = performance.now();
        log(`\n${title}…`);
        const result = await step();
        for (const figure of Array.isArray(result) ? result : [result]) report(figure);
        log(`  (${seconds(started)})`);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  }
  const slowdown = options.cpuSlowdown > 1 ? `, pages' main thread slowed ×${options.cpuSlowdown}` : '';
  log(`\n=== summary (this machine${slowdown}; goals from issues #5 and #27) ===`);
  for (const figure of figures) log(formatFigure(figure));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
