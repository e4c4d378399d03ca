// `npm run bench:compare -- --base <git ref> [--bench <spec>]… [--rounds N] [--keep]`: A/B of the project's
// benchmarks on a noisy shared machine (issue 27). Builds <ref> in a temporary git worktree (installed with the
// pnpm that ref pins, `--frozen-lockfile --prefer-offline`) and the working tree, then runs each chosen benchmark
// alternately on both (ABBA order: base, head, head, base, …, so a drift in load hits both sides alike), in one
// run, and prints each figure's median per side, the ratio head/base and the load average around the runs.
//
// A bench spec is a benchmark name with its own options, quoted as one argument:
//   ui:<ids>          `npm run bench:ui -- --only <ids>` (e.g. "ui:p2,p3 --records 10000 --p2-runs 5")
//   server:<parts>    `npm run bench:server -- --only <parts>` (e.g. "server:search --records 10000 --dialects sqlite")
//   documents         `npm run bench:documents`
//   hub               `npm run bench:hub`
// Default: "ui:p3 --records 10000 --p3-submits 20". Figures are read from the `@bench-figure {json}` lines the
// benchmarks print; for refs older than those lines, from their printed summaries.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv, ensureChromium, ensureInstalled, log, root } from './lib/workspace.mjs';

const USAGE = 'usage: npm run bench:compare -- --base <git ref> [--bench "<name> [options]"]… [--rounds N] [--keep]';

function parseArgs(argv) {
  const options = { base: null, benches: [], rounds: 3, keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => {
      if (argv[i + 1] === undefined) fail(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--') continue;
    else if (arg === '--base') options.base = next();
    else if (arg === '--bench') options.benches.push(next());
    else if (arg === '--rounds') options.rounds = Number(next());
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else fail(`unknown argument ${arg}`);
  }
  if (!options.base) fail('--base <git ref> is required');
  if (!Number.isInteger(options.rounds) || options.rounds < 1) fail('--rounds must be a positive integer');
  if (options.benches.length === 0) options.benches.push('ui:p3 --records 10000 --p3-submits 20');
  return options;
}

function fail(message) {
  process.stderr.write(`✗ ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** What a bench spec runs: the pnpm arguments (in a checkout) and the packages it needs built. */
function benchCommand(spec) {
  const [name, ...args] = spec.trim().split(/\s+/);
  const [kind, parts] = name.split(':');
  const port = process.env.MARGINALIA_BENCH_PORT;
  switch (kind) {
    case 'ui':
      return {
        name,
        build: ['@marginalia/server...', '@marginalia/web-app'],
        pnpm: ['--filter', '@marginalia/web-app', 'run', 'bench', ...(parts ? ['--only', parts] : []), ...(port && !args.includes('--port') ? ['--port', port] : []), ...args],
      };
    case 'server':
      if (/postgres/.test(args.join(' ')) || !args.includes('--dialects')) {
        log(`Note: ${name} on PostgreSQL: both sides use the same marginalia_bench_* databases (migrated by the newer side); prefer --dialects sqlite or --fresh.`);
      }
      return { name, build: ['@marginalia/server...'], pnpm: ['--filter', '@marginalia/server', 'run', 'bench', ...(parts ? ['--only', parts] : []), ...args] };
    case 'documents':
      return { name, build: ['@marginalia/server...'], pnpm: ['--filter', '@marginalia/server', 'run', 'bench:documents', ...args] };
    case 'hub':
      return { name, build: ['@marginalia/server...'], pnpm: ['--filter', '@marginalia/server', 'run', 'bench:hub', ...args] };
    default:
      fail(`unknown benchmark ${name} (ui:<ids>, server:<parts>, documents, hub)`);
  }
}

/** The pinned pnpm of a checkout (its package.json's packageManager), through npx. */
function pnpmOf(dir) {
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).packageManager?.split('@')[1] ?? '10.34.8';
  return ['npx', ['-y', `pnpm@${version}`]];
}

function runIn(dir, args, { capture = false } = {}) {
  const [command, prefix] = pnpmOf(dir);
  return new Promise((resolvePromise) => {
    const child = spawn(command, [...prefix, ...args], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!capture) target.write(chunk);
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.once('close', (code) => resolvePromise({ status: code ?? 1, output }));
  });
}

async function mustRun(dir, args, what) {
  const { status, output } = await runIn(dir, args, { capture: true });
  if (status !== 0) {
    process.stdout.write(output.split('\n').slice(-60).join('\n'));
    fail(`${what} failed in ${dir} (exit ${status})`);
  }
}

/**
 * The figures of one benchmark run: `@bench-figure {"name","unit","value"}` lines when the benchmark prints
 * them, else what its summary lines say (the formats of bench:ui's figures and bench:server's rows).
 */
export function parseFigures(output) {
  const figures = new Map();
  // A figure's name without the counts in its parentheses ("(64 files, 537.0 KB raw)"), which may differ by side.
  const set = (name, figure) => figures.set(name.replace(/\s*\((?=[^)]*\d)[^)]{4,}\)/g, '').replace(/\s+/g, ' ').trim(), figure);
  for (const match of output.matchAll(/^@bench-figure (\{.*\})\s*$/gm)) {
    const { name, unit, value } = JSON.parse(match[1]);
    set(name, { unit, value });
  }
  if (figures.size > 0) return figures;
  const number = (text) => Number(text.replace(/,/g, ''));
  for (const line of output.split('\n')) {
    // bench:ui: `P3 Submit → next record painted: median 21.0 ms, p95 … | goal median ≤ 50.0 ms: met`
    const ui = /^(\S+) (.+?): (?:median )?([\d.,]+) (ms|s|MB|KB)\b.*\| goal/.exec(line);
    if (ui) {
      set(`${ui[1]} ${ui[2]}`, { unit: ui[4], value: number(ui[3]) });
      continue;
    }
    // bench:server summary: `sqlite (a) search, 2 filters…: p50 12.3 ms, p95 20.1 ms (max …)`; (c) adds answers/s.
    const server = /^(sqlite|postgres) \((\w)\) ([^,:]+)[^:]*:.*?p50 ([\d.]+) ms, p95 ([\d.]+) ms/.exec(line);
    if (server) {
      const label = `${server[1]} (${server[2]}) ${server[3].trim()}`;
      set(`${label} p50`, { unit: 'ms', value: number(server[4]) });
      set(`${label} p95`, { unit: 'ms', value: number(server[5]) });
      const rate = /, ([\d.,]+)\/s, p50/.exec(line);
      if (rate) set(`${label} rate`, { unit: '/s', value: number(rate[1]) });
    }
  }
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (value) => (Math.abs(value) >= 1000 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const benches = options.benches.map(benchCommand);
  ensureInstalled();
  childEnv.CHROMIUM_PATH = ensureChromium();

  const baseSha = execFileSync('git', ['rev-parse', '--verify', `${options.base}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const headSha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  const baseDir = join(mkdtempSync(join(tmpdir(), 'marginalia-bench-base-')), 'repo');
  log(`Base: ${options.base} (${baseSha.slice(0, 10)}) in a temporary worktree ${baseDir}`);
  execFileSync('git', ['worktree', 'add', '--detach', baseDir, baseSha], { cwd: root, stdio: 'ignore' });
  const cleanup = () => {
    if (options.keep) return log(`Kept the base worktree: ${baseDir} (git worktree remove --force ${baseDir})`);
    try {
      execFileSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: root, stdio: 'ignore' });
    } catch {
      rmSync(baseDir, { recursive: true, force: true });
      execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
    }
  };
  process.once('SIGINT', () => (cleanup(), process.exit(130)));
  try {
    const filters = [...new Set(benches.flatMap((bench) => bench.build))].flatMap((filter) => ['--filter', filter]);
    log('Installing the base (pinned pnpm, --frozen-lockfile --prefer-offline)…');
    await mustRun(baseDir, ['install', '--frozen-lockfile', '--prefer-offline'], 'install');
    for (const [side, dir] of [['base', baseDir], ['head', root]]) {
      log(`Building the ${side} (${filters.filter((_, i) => i % 2).join(', ')})…`);
      await mustRun(dir, ['-r', ...filters, 'run', 'build'], `build of the ${side}`);
    }

    const results = new Map(); // bench → figure → { base: [], head: [], unit }
    const loads = { base: [], head: [] };
    const loadAtStart = load();
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
      for (const bench of benches) {
        for (const side of order) {
          const dir = side === 'base' ? baseDir : root;
          const before = loadavg()[0];
          log(`Round ${round + 1}/${options.rounds}, ${bench.name}, ${side} (load ${load()})`);
          const { status, output } = await runIn(dir, bench.pnpm, { capture: true });
          loads[side].push(before, loadavg()[0]);
          const figures = parseFigures(output);
          if (status !== 0 || figures.size === 0) {
            process.stdout.write(output.split('\n').slice(-40).join('\n'));
            fail(`${bench.name} on the ${side} ${status !== 0 ? `failed (exit ${status})` : 'printed no figures'}`);
          }
          const byFigure = results.get(bench.name) ?? new Map();
          results.set(bench.name, byFigure);
          for (const [name, { unit, value }] of figures) {
            const entry = byFigure.get(name) ?? { unit, base: [], head: [] };
            entry[side].push(value);
            byFigure.set(name, entry);
            process.stdout.write(`  ${name}: ${fmt(value)} ${unit}\n`);
          }
        }
      }
    }

    const headLabel = `${headSha.slice(0, 10)}${dirty ? ' + changes' : ''}`;
    process.stdout.write(`\n=== bench:compare: base ${options.base} (${baseSha.slice(0, 10)}) vs head ${headLabel}, ${options.rounds} rounds, ABBA ===\n`);
    process.stdout.write(`load average (1, 5, 15 min): at start ${loadAtStart}, at end ${load()}; 1-min load during base runs median ${median(loads.base).toFixed(2)}, head runs median ${median(loads.head).toFixed(2)}\n`);
    for (const [bench, byFigure] of results) {
      process.stdout.write(`\n${bench}\n`);
      process.stdout.write(`  ${'figure'.padEnd(52)} ${'base'.padStart(10)} ${'head'.padStart(10)}  head/base  runs (base | head)\n`);
      for (const [name, { unit, base, head }] of byFigure) {
        const ratio = base.length && head.length ? median(head) / median(base) : Number.NaN;
        const cell = (values) => `${values.length ? fmt(median(values)) : '–'} ${unit}`.padStart(10);
        const ratioText = (Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : '–').padEnd(9);
        const runs = `${base.map(fmt).join(' ')} | ${head.map(fmt).join(' ')}`;
        process.stdout.write(`  ${name.slice(0, 52).padEnd(52)} ${cell(base)} ${cell(head)}  ${ratioText}  ${runs}\n`);
        process.stdout.write(`@bench-compare ${JSON.stringify({ bench, name, unit, base: median(base), head: median(head), ratio, baseRuns: base, headRuns: head })}\n`);
      }
    }
    process.stdout.write('\n(ratio < 1: head is lower — faster for times, smaller for sizes; > 1 for rates means head is faster)\n');
  } finally {
    cleanup();
  }
}

if (process.argv[1] && existsSync(process.argv[1]) && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await main();
}
