// `npm test`: installs what is missing, then runs every check: lint, types, unit tests (SQLite and
// PostgreSQL for the server), and the real-browser tests in Debian's Chromium against the real server.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import {
  build,
  childEnv,
  ensureChromium,
  ensureInstalled,
  ensureJupyterNotebook,
  ensurePgvectorIfAvailable,
  log,
  pnpm,
  root,
} from './lib/workspace.mjs';

function canReach(host, port) {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolvePromise(true)));
    socket.once('error', () => resolvePromise(false));
    socket.once('timeout', () => (socket.destroy(), resolvePromise(false)));
  });
}

ensureInstalled();
childEnv.CHROMIUM_PATH = ensureChromium();
// The notebook flow (examples/notebook) runs Debian's classic notebook; it skips itself, saying why, without one.
const jupyterNotebook = ensureJupyterNotebook();
if (jupyterNotebook) childEnv.JUPYTER_NOTEBOOK_PATH = jupyterNotebook;

// Our machines and CI run PostgreSQL on 127.0.0.1:5432, and there the PostgreSQL suite must run (and fail
// when it cannot connect). A user's machine may have none: then only the SQLite suite runs, said loudly.
if (!process.env.CI && childEnv.MARGINALIA_TEST_PG !== '0' && !(await canReach('127.0.0.1', 5432))) {
  log('No PostgreSQL on 127.0.0.1:5432: the PostgreSQL server suite is skipped on this machine.');
  childEnv.MARGINALIA_TEST_PG = '0';
}
if (childEnv.MARGINALIA_TEST_PG !== '0') ensurePgvectorIfAvailable();
// Likewise Redis on 127.0.0.1:6379 for the jobs shared by server processes over BullMQ.
if (!process.env.CI && childEnv.MARGINALIA_TEST_REDIS !== '0' && !(await canReach('127.0.0.1', 6379))) {
  log('No Redis on 127.0.0.1:6379: the BullMQ jobs test (several server processes) is skipped on this machine.');
  childEnv.MARGINALIA_TEST_REDIS = '0';
}

log('Lint');
pnpm(['exec', 'eslint', '.']);
log('Type check');
pnpm(['-r', 'run', 'typecheck']);
// Every workspace package, the documentation site (docs/site) last: its pages are made from the guides, the
// elements' manifest and the server's routes, and its browser flow below opens every page and its live examples.
build();

// Packaging (issue 13): publint/attw, the packed-tarball consumer apps, Storybook's static build, a release dry
// run. The elements' bundle sizes were printed and checked by their build above.
log('Packaging checks');
pnpm(['exec', 'node', 'scripts/check-packages.mjs']);

// Playwright owns test-results/ (it empties it on start), so the runners' reports go elsewhere.
const reports = join(root, 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

log('Unit tests (vitest)');
const unitStatus = pnpm(
  ['exec', 'vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
  { allowFailure: true },
);

// Line coverage per package, from vitest's summary (the core's goal is ≥ 95 %).
const coverageSummary = join(root, 'coverage', 'coverage-summary.json');
if (existsSync(coverageSummary)) {
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

log('Browser tests (Playwright in Debian Chromium, against the real server)');
const e2eStatus = pnpm(['exec', 'playwright', 'test'], {
  allowFailure: true,
  env: { ...childEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
});

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
const playwrightReport = join(reports, 'playwright.json');
if (existsSync(playwrightReport)) {
  const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if (unitStatus !== 0 && failed === 0) failed = 1; // a runner that crashed before reporting still fails
if (e2eStatus !== 0 && failed === 0) failed = 1;
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(unitStatus === 0 && e2eStatus === 0 && passed > 0 ? 0 : 1);
