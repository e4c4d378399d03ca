// `npm test`: installs what is missing, then runs every check: lint, types, unit tests (SQLite and
// PostgreSQL for the server), and the real-browser tests in Debian's Chromium against the real server.
//
// What can overlap on a 2-core machine does (issue 27): lint, the type check, the build and, from the start, the
// unit tests; then the packaging checks, the visual suite and the browser specs that mostly wait (the soak drill,
// PACED_SPECS) beside the unit tests; the other browser tests in two shards, each a Playwright process with its own
// port block, its own server and database (a fresh temporary folder) and its own output folder. Each step's wall
// time is printed when it ends and in a table at the end (also test-reports/timings.json). The output of steps that
// run side by side goes to test-reports/logs/<step>.log and is printed, whole, when the step ends.
//
// Environment (all optional; the defaults run every check):
//   MARGINALIA_TEST_SERIAL=1        one step at a time, as before (one Playwright process on MARGINALIA_E2E_PORT)
//   MARGINALIA_TEST_E2E_SHARDS=N    browser shards (2); shard k uses MARGINALIA_E2E_PORT + 30·(k−1) and the 13
//                                   ports above it (the flows use PORT..PORT+5, the drills PORT+10..PORT+12)
//   MARGINALIA_TEST_VITEST_WORKERS  vitest's maxWorkers (2: most unit time is waiting on SQLite/PostgreSQL)
//   For checking this script on a subset (never for a verdict on the whole suite):
//   MARGINALIA_VISUAL_WORKERS       Playwright workers of the visual suite (2)
//   MARGINALIA_TEST_STEPS=lint,typecheck,build,packaging,unit,visual,e2e   the steps to run
//   MARGINALIA_TEST_VITEST_ARGS="--project core"                     extra vitest arguments
//   MARGINALIA_TEST_E2E_SPECS="shell-home embed-plain"               spec files (names or paths) to run
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import {
  childEnv,
  ensureInstalled,
  ensureTestSystemPackages,
  log,
  pnpmCommandLine,
  root,
  runAsync,
} from './lib/workspace.mjs';
import { playwrightOutcomes, vitestOutcomes } from './lib/testOutcomes.mjs';

function canReach(host, port) {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolvePromise(true)));
    socket.once('error', () => resolvePromise(false));
    socket.once('timeout', () => (socket.destroy(), resolvePromise(false)));
  });
}

const started = Date.now();
const machineCpuAtStart = machineCpuSeconds();
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
// Whole seconds first, so 59.6 s reads 1:00 rather than 0:60.
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/** Times a synchronous preparation step (install, browsers) for the table. */
function timed(name, work) {
  const from = Date.now();
  const result = work();
  timings.push({ name, start: from - started, ms: Date.now() - from, status: 0 });
  return result;
}

const serial = process.env.MARGINALIA_TEST_SERIAL === '1';
const defaultSteps = 'lint,typecheck,build,packaging,unit,visual,e2e';
const steps = new Set((process.env.MARGINALIA_TEST_STEPS ?? defaultSteps).split(',').map((s) => s.trim()));
const shardCount = serial ? 1 : Math.max(1, Number(process.env.MARGINALIA_TEST_E2E_SHARDS ?? 2));
const vitestWorkers = process.env.MARGINALIA_TEST_VITEST_WORKERS ?? '2';
const basePort = Number(process.env.MARGINALIA_E2E_PORT ?? 6915);

/**
 * Browser specs that mostly wait: the soak drill submits one record every 2 s for 2 minutes on a server of its own.
 * Its ~150 s kept one browser shard going alone for minutes with a core idle; beside the packaging checks and the
 * visual suite its little CPU fits (clean clone 2026-12-06: the shard with it took 386 s, the other 305 s). Not
 * split out with MARGINALIA_TEST_SERIAL=1.
 */
const PACED_SPECS = ['examples/web-app/e2e/drills/soak-drill.spec.ts'];
const isPaced = (file) => !serial && PACED_SPECS.includes(file);

// Playwright owns test-results/ (it empties it on start), so the runners' reports go elsewhere.
const reports = join(root, 'test-reports');
const logs = join(reports, 'logs');
rmSync(reports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

// Our machines and CI run PostgreSQL on 127.0.0.1:5432, and there the PostgreSQL suite must run (and fail
// when it cannot connect). A user's machine may have none: then only the SQLite suite runs, said loudly.
if (!process.env.CI && childEnv.MARGINALIA_TEST_PG !== '0' && !(await canReach('127.0.0.1', 5432))) {
  log('No PostgreSQL on 127.0.0.1:5432: the PostgreSQL server suite is skipped on this machine.');
  childEnv.MARGINALIA_TEST_PG = '0';
}
// Likewise Redis on 127.0.0.1:6379 for the jobs shared by server processes over BullMQ.
if (!process.env.CI && childEnv.MARGINALIA_TEST_REDIS !== '0' && !(await canReach('127.0.0.1', 6379))) {
  log('No Redis on 127.0.0.1:6379: the BullMQ jobs test (several server processes) is skipped on this machine.');
  childEnv.MARGINALIA_TEST_REDIS = '0';
}

// Debian's packages (Chromium; the classic notebook for the notebook flow, which skips itself, saying why, without
// one; pgvector when Debian has it) install in the background beside the workspace install, lint and build, which
// need none of them; they are awaited before the browsers; the unit tests wait only until pgvector is in or known
// to be missing from Debian (the package lists updated first, the browsers after it).
const systemPackagesStarted = Date.now();
const { installed: systemPackagesInstalled, pgvectorReady } = ensureTestSystemPackages({ logFile: join(logs, 'system-packages.log'), pgvector: childEnv.MARGINALIA_TEST_PG !== '0' });
const systemPackages = systemPackagesInstalled.then((found) => {
  timings.push({ name: 'system packages', start: systemPackagesStarted - started, ms: Date.now() - systemPackagesStarted, status: 0 });
  return found;
});
timed('install', () => ensureInstalled());

/**
 * Runs one step. Alone it streams its output; beside others it writes it to test-reports/logs/<name>.log, printed
 * whole when the step ends. Each step: { name, title, args (pnpm arguments), env, allowFailure }. Resolves with its
 * exit status.
 */
async function runStep(step, alone) {
  const from = Date.now();
  log(alone ? step.title : `${step.title} [side by side: test-reports/logs/${step.name}.log]`);
  const logFile = join(logs, `${step.name}.log`);
  const cpuFile = join(logs, `${step.name}.cpu`);
  const [command, args] = withCpuTimes(pnpmCommandLine(step.args), cpuFile);
  const status = alone
    ? await runAsync(command, args, { env: step.env ?? childEnv, stdio: 'inherit' })
    : await runAsync(command, args, { env: step.env ?? childEnv, logFile });
  const ms = Date.now() - from;
  const cpuMs = cpuTimeOf(cpuFile);
  if (!alone) {
    process.stdout.write(`\n── ${step.name}: output (${seconds(ms)}, exit ${status}) ──\n`);
    // (Another `npm test` in this checkout empties test-reports/ when it starts: then the log is gone.)
    process.stdout.write(existsSync(logFile) ? readFileSync(logFile, 'utf8') : `(${logFile} is gone)\n`);
  }
  process.stdout.write(`\n⏱ ${step.name}: ${seconds(ms)}${cpuMs === null ? '' : `, CPU ${seconds(cpuMs)}`}${status === 0 ? '' : ` (exit ${status})`}\n`);
  timings.push({ name: step.name, start: from - started, ms, cpuMs, status });
  return status;
}

/** Steps running in the background beside the groups (the unit tests): a failed group waits for them to end. */
const background = [];

/**
 * Ends `npm test` with the first failed step's status (a step with allowFailure is reported later instead), once
 * the steps in the background have ended too (they print their output and stop no server of theirs half-way).
 */
async function exitOnFailure(selected, statuses) {
  const index = selected.findIndex((step, i) => statuses[i] !== 0 && !step.allowFailure);
  if (index === -1) return;
  process.stderr.write(`\n✗ ${selected[index].name} failed (exit ${statuses[index]})\n`);
  await Promise.all(background);
  printTimings();
  process.exit(statuses[index]);
}

/**
 * Runs steps side by side (one after another with MARGINALIA_TEST_SERIAL=1); a single step streams its output
 * unless `beside` says another step is running meanwhile. Resolves with a Map of step name → exit status; a failed
 * step without allowFailure ends `npm test` with its status once its group has ended.
 */
async function group(list, { beside = false } = {}) {
  const selected = list.filter(Boolean);
  let statuses;
  if (serial || (selected.length === 1 && !beside)) {
    statuses = [];
    for (const step of selected) statuses.push(await runStep(step, true));
  } else {
    statuses = await Promise.all(selected.map((step) => runStep(step, false)));
  }
  await exitOnFailure(selected, statuses);
  return new Map(selected.map((step, index) => [step.name, statuses[index]]));
}

/**
 * The command line that runs `[command, args]` and then writes the CPU time (user and system) of it and everything
 * it waited for to `cpuFile`, with the shell's `times` (issue 27: the run is CPU bound on 2 cores, so each step's
 * CPU says where its time goes). A lower bound: processes killed rather than waited for (a Playwright web server,
 * a browser's helpers) are not counted. Unchanged where there is no POSIX shell.
 */
function withCpuTimes([command, args], cpuFile) {
  if (process.platform === 'win32') return [command, args];
  return ['sh', ['-c', 'cpu_file="$1"; shift; "$@"; status=$?; times > "$cpu_file"; exit $status', 'sh', cpuFile, command, ...args]];
}

/**
 * The CPU time every process on the machine has used since boot (user, nice and system, from /proc/stat), or null
 * where there is none. The steps' own CPU times miss what their process trees do not wait for: most of the
 * browsers' processes (their zygote forks the renderers) and PostgreSQL's backends. By process accounting of a
 * clean-clone run (2026-12-07), 1,425 s of its 3,210 s of CPU were outside every step's count, 1,234 s of it
 * Chromium's. This one counts them, and anything else the machine ran meanwhile.
 */
function machineCpuSeconds() {
  try {
    const [user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 4).map(Number);
    return (user + nice + system) / 100; // USER_HZ, 100 on Linux
  } catch {
    return null;
  }
}

/** The children's user + system time `times` wrote (its second line, e.g. `12m3.456s 0m7.890s`), or null. */
function cpuTimeOf(cpuFile) {
  if (!existsSync(cpuFile)) return null;
  const children = readFileSync(cpuFile, 'utf8').split('\n')[1] ?? '';
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, secs]) => Number(minutes) * 60_000 + Number(secs) * 1000);
  return times.length === 2 ? times[0] + times[1] : null;
}

function printTimings() {
  const total = Date.now() - started;
  process.stdout.write('\n── Wall time per step (mm:ss from the start; steps side by side overlap), and its CPU time ──\n');
  for (const { name, start, ms, cpuMs, status } of [...timings].sort((a, b) => a.start - b.start)) {
    const cpu = cpuMs === null || cpuMs === undefined ? '' : `  CPU ${seconds(cpuMs).padStart(8)}`;
    process.stdout.write(`${name.padEnd(22)} ${clock(start).padStart(6)} → ${clock(start + ms).padStart(6)}  ${seconds(ms).padStart(8)}${cpu}${status === 0 ? '' : `  exit ${status}`}\n`);
  }
  const machineCpuEnd = machineCpuSeconds();
  const machineCpuMs = machineCpuAtStart === null || machineCpuEnd === null ? null : Math.round((machineCpuEnd - machineCpuAtStart) * 1000);
  const cores = availableParallelism();
  // How busy the cores were: near 100 %, the run is bound by CPU and only doing less work shortens it.
  const machine =
    machineCpuMs === null
      ? ''
      : `  machine CPU ${seconds(machineCpuMs)} (${Math.round((100 * machineCpuMs) / (cores * total))} % of ${cores} cores)`;
  process.stdout.write(`${'total'.padEnd(22)} ${''.padStart(17)}${seconds(total).padStart(8)}${machine}\n`);
  writeFileSync(
    join(reports, 'timings.json'),
    JSON.stringify({ totalMs: total, machineCpuMs, cores, serial, shards: shardCount, steps: timings }, null, 2),
  );
}

// The Debian packages from the background (pgvector for the unit tests, Chromium for the browsers), once.
const systemPackagesReady = systemPackages.then(({ chromium, jupyterNotebook }) => {
  const packagesLog = join(logs, 'system-packages.log');
  if (existsSync(packagesLog)) process.stdout.write(`\n── system packages: output ──\n${readFileSync(packagesLog, 'utf8')}`);
  childEnv.CHROMIUM_PATH = chromium;
  if (jupyterNotebook) childEnv.JUPYTER_NOTEBOOK_PATH = jupyterNotebook;
});

// The unit tests run two workers: the server's suites spend most of their time waiting on SQLite and PostgreSQL
// (each test database is named with MARGINALIA_TEST_PG_PREFIX and a random suffix, so workers never collide). The
// server project copies one migrated database per dialect made by its global setup, and shares each worker's
// modules across files (isolate: false; packages/server/README.md, "Tests"). They read sources only (every project
// resolves the workspace packages through the "@marginalia/source" condition; the server's process drills bundle
// their own entries from source), never a build's output: so they start at once (after pgvector, when this run
// installs it), beside lint, the type check and the build, and go on beside the packaging checks and the visual suite. They were
// the long pole of those, run alone for their last ~4 minutes with CPU to spare (issue 27, CI time).
const e2eSteps = steps.has('e2e') ? e2eShards() : [];
const pacedStep = steps.has('e2e') ? pacedE2eStep(Math.max(e2eSteps.length, shardCount)) : null;
const unitStep = steps.has('unit') && {
  name: 'unit',
  title: 'Unit tests (vitest)',
  allowFailure: true,
  args: [
    'exec',
    'vitest',
    'run',
    '--coverage',
    `--maxWorkers=${vitestWorkers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
    // On CI a failed test runs once more, as the browser flows do; one that passes then is named flaky at the end.
    ...(process.env.CI ? ['--retry=1'] : []),
    ...(process.env.MARGINALIA_TEST_VITEST_ARGS ?? '').split(/\s+/).filter(Boolean),
  ],
};
const unitAlongside = unitStep && !serial ? pgvectorReady.then(() => runStep(unitStep, false)) : null;
if (unitAlongside) background.push(unitAlongside);

// 1. Lint, the type check and the build side by side: none reads what another writes (the type check reads every
// package's sources through the "@marginalia/source" condition, so it needs no build and no package order —
// in pnpm's order it waited on the core for minutes with one core idle; ESLint ignores dist/). The build makes
// every workspace package, the documentation site (docs/site) last: its pages are made from the guides, the
// elements' manifest and the server's routes, and its browser flow below opens every page and its live examples.
await group(
  [
    steps.has('lint') && { name: 'lint', title: 'Lint', args: ['exec', 'eslint', '.'] },
    steps.has('typecheck') && {
      name: 'typecheck',
      title: 'Type check',
      args: ['-r', '--no-sort', '--workspace-concurrency=2', 'run', 'typecheck'],
    },
    steps.has('build') && { name: 'build', title: 'Building packages and the web app…', args: ['-r', 'run', 'build'] },
  ],
  { beside: unitAlongside !== null },
);
await systemPackagesReady;

// 2. Packaging (issue 13): publint/attw, the packed-tarball consumer apps, Storybook's static build, a release dry
// run — beside the unit tests (the elements' bundle sizes were checked by their build), and beside both the visual
// regression suite (issue 31, playwright.visual.config.ts): its own Playwright process and reference server on the
// port block after the browser shards', the built app's screens × widths × themes over its workers. Here rather
// than beside the browser shards, which keep both cores busy.
const packagingAndVisual = await group(
  [
    steps.has('packaging') && { name: 'packaging', title: 'Packaging checks', args: ['exec', 'node', 'scripts/check-packages.mjs'] },
    steps.has('visual') && visualStep(Math.max(e2eSteps.length, shardCount)),
    pacedStep,
    serial && unitStep,
  ],
  { beside: unitAlongside !== null },
);
const unitStatus = unitAlongside ? await unitAlongside : (packagingAndVisual.get('unit') ?? 0);
const visualStatus = packagingAndVisual.get('visual') ?? 0;
const pacedStatus = pacedStep ? (packagingAndVisual.get(pacedStep.name) ?? 0) : 0;

// Line coverage per package, from vitest's summary (the core's goal is ≥ 95 %).
const coverageSummary = join(root, 'coverage', 'coverage-summary.json');
if (steps.has('unit') && existsSync(coverageSummary)) {
  const perPackage = new Map();
  for (const [file, { lines }] of Object.entries(JSON.parse(readFileSync(coverageSummary, 'utf8')))) {
    const name = /packages\/([^/]+)\//.exec(file)?.[1];
    if (!name) continue;
    const sum = perPackage.get(name) ?? { covered: 0, total: 0 };
    perPackage.set(name, { covered: sum.covered + lines.covered, total: sum.total + lines.total });
  }
  for (const [name, { covered, total }] of perPackage) {
    process.stdout.write(`Line coverage of packages/${name}: ${((100 * covered) / Math.max(total, 1)).toFixed(2)} %\n`);
  }
}

// 3. The browser tests: the spec files split into shards by their recorded durations (tooling/e2e-durations.json,
// longest first onto the shard with the least so far); each shard is a Playwright process with its own servers.
// Started beside the unit tests' tail instead (the server's suites, alone there for minutes), a clean-clone run took
// as long (1,683 s against 1,679 s, 2026-12-06): the run is CPU-bound, so overlap only moves the same CPU around,
// and the shards ran under a heavier load (875–909 s against 548–618 s).
const browserStatuses = await group(e2eSteps);
const e2eStatus = [...browserStatuses.values(), visualStatus, pacedStatus].find((status) => status !== 0) ?? 0;
const playwrightReport = join(reports, 'playwright.json');
mergePlaywrightReports(
  [
    ...e2eSteps.map((_, index) => join(reports, `playwright-${index + 1}.json`)),
    join(reports, 'playwright-paced.json'),
    join(reports, 'playwright-visual.json'),
  ],
  playwrightReport,
);

/** The visual suite's step: a Playwright process on the port block after the `shards` e2e shards' blocks. */
function visualStep(shards) {
  const port = basePort + 30 * shards;
  const env = {
    ...childEnv,
    MARGINALIA_E2E_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-visual.json'),
  };
  delete env.MARGINALIA_E2E_DIR;
  return {
    name: 'visual',
    title: `Visual regression suite (Playwright, ${env.MARGINALIA_VISUAL_WORKERS ?? 2} workers, its own server on port ${port}; diffs in test-reports/visual)`,
    allowFailure: true,
    env,
    args: ['exec', 'playwright', 'test', '--config', 'playwright.visual.config.ts'],
  };
}

function specFiles() {
  const found = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.isFile() && entry.name.endsWith('.spec.ts')) found.push(relative(root, path));
    }
  };
  // The folders of playwright.config.ts's testMatch.
  for (const parent of ['examples', 'packages']) {
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) if (entry.isDirectory()) walk(join(root, parent, entry.name, 'e2e'));
  }
  walk(join(root, 'docs', 'site', 'e2e'));
  walk(join(root, 'tooling', 'e2e'));
  const wanted = (process.env.MARGINALIA_TEST_E2E_SPECS ?? '').split(/[\s,]+/).filter(Boolean);
  return found
    .filter((file) => wanted.length === 0 || wanted.some((name) => file === name || file.endsWith(`/${name}`) || file.endsWith(`/${name}.spec.ts`)))
    .sort();
}

/**
 * The paced specs' step (null when none is selected): a Playwright process on the port block after the visual
 * suite's, without the flows' shared servers (each paced spec starts its own).
 */
function pacedE2eStep(shards) {
  const files = specFiles().filter(isPaced);
  if (files.length === 0) return null;
  const port = basePort + 30 * (shards + 1);
  const env = {
    ...childEnv,
    MARGINALIA_E2E_PORT: String(port),
    MARGINALIA_E2E_SHARED_SERVERS: '0',
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-paced.json'),
  };
  delete env.MARGINALIA_E2E_DIR;
  return {
    name: 'e2e-paced',
    title: `Browser tests that mostly wait (${files.join(', ')}; Playwright, port block ${port})`,
    allowFailure: true,
    env,
    args: ['exec', 'playwright', 'test', '--output', join('test-results', 'e2e-paced'), ...files],
  };
}

function e2eShards() {
  const files = specFiles().filter((file) => !isPaced(file));
  const durationsFile = join(root, 'tooling', 'e2e-durations.json');
  const durations = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
  const known = Object.values(durations).sort((a, b) => a - b);
  const guess = known.length ? known[Math.floor(known.length / 2)] : 30_000;
  const shards = Array.from({ length: Math.min(shardCount, Math.max(files.length, 1)) }, () => ({ files: [], ms: 0 }));
  for (const file of [...files].sort((a, b) => (durations[b] ?? guess) - (durations[a] ?? guess))) {
    const lightest = shards.reduce((best, shard) => (shard.ms < best.ms ? shard : best));
    lightest.files.push(file);
    lightest.ms += durations[file] ?? guess;
  }
  return shards.map((shard, index) => {
    const port = basePort + 30 * index;
    const name = shards.length === 1 ? 'e2e' : `e2e-${index + 1}`;
    const env = {
      ...childEnv,
      MARGINALIA_E2E_PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `playwright-${index + 1}.json`),
    };
    // Each shard makes its own temporary folder (a fresh server database); a folder set outside is for one run.
    if (shards.length > 1) delete env.MARGINALIA_E2E_DIR;
    const output = shards.length === 1 ? [] : ['--output', join('test-results', name)];
    // One shard with every spec file (none filtered, none paced): Playwright's own list.
    const all = files.length > 0 && !process.env.MARGINALIA_TEST_E2E_SPECS && shards.length === 1 && !specFiles().some(isPaced);
    return {
      name,
      title: `Browser tests${shards.length > 1 ? ` shard ${index + 1}/${shards.length}` : ''} (Playwright in Debian Chromium, against the real server on port ${port}; ${shard.files.length} spec files, ~${Math.round(shard.ms / 60000)} min by ${known.length ? 'tooling/e2e-durations.json' : 'a guess of 30 s per file'})`,
      allowFailure: true,
      env,
      args: ['exec', 'playwright', 'test', ...output, ...(all ? [] : shard.files)],
    };
  });
}

/** One test-reports/playwright.json over the shards' reports: their suites and errors, their stats summed. */
function mergePlaywrightReports(files, target) {
  const present = files.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (present.length === 0) return;
  const stats = {};
  for (const report of present) {
    for (const [key, value] of Object.entries(report.stats ?? {})) {
      if (typeof value === 'number' && key !== 'startTime') stats[key] = key === 'duration' ? Math.max(stats[key] ?? 0, value) : (stats[key] ?? 0) + value;
      else stats[key] ??= value;
    }
  }
  const merged = {
    config: present[0].config,
    suites: present.flatMap((report) => report.suites ?? []),
    errors: present.flatMap((report) => report.errors ?? []),
    stats,
  };
  writeFileSync(target, JSON.stringify(merged));
}

// One closing line over both runners, in the plain 'N passed, N failed' form.
let passed = 0;
let failed = 0;
let skipped = 0;
const vitestReport = join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync(playwrightReport)) {
  const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if (unitStatus !== 0 && failed === 0) failed = 1; // a runner that crashed before reporting still fails
if (e2eStatus !== 0 && failed === 0) failed = 1;
printTimings();
const named = [...vitestOutcomes(vitestReport, root), ...playwrightOutcomes(playwrightReport, 'browser')];
if (named.length > 0) process.stdout.write(`\n${named.join('\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(unitStatus === 0 && e2eStatus === 0 && passed > 0 ? 0 : 1);
