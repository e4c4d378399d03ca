// Writes `src/testing/fixtures/first-release.db`: a SQLite database written by the first release of the server
// (commit 85b53a1, migration 0001 only), and `first-release.json`, what was written through its API. The upgrade
// test opens a copy with today's server and checks every row is still there.
//
// The first release is taken from this repository's history (`git archive`), bundled with esbuild against the
// server's current dependencies (the same major versions the release declared) and run on a free port:
//   node packages/server/scripts/first-release-database.mjs
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const FIRST_RELEASE = '85b53a12c7400742d59dc308dffb2a1450268109';
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: packageDir }).toString().trim();
const fixtures = join(packageDir, 'src', 'testing', 'fixtures');
const work = join(packageDir, 'node_modules', '.cache', 'marginalia-first-release');

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The release's server and core sources, with the current server's node_modules to resolve its dependencies. */
async function bundleFirstRelease() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const archive = execFileSync('git', ['archive', FIRST_RELEASE, 'packages/server', 'packages/core'], {
    cwd: repoRoot,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', work], { input: archive });
  const serverDir = join(work, 'packages', 'server');
  symlinkSync(join(packageDir, 'node_modules'), join(serverDir, 'node_modules'));
  const outfile = join(serverDir, 'dist', 'cli.js');
  await build({
    entryPoints: [join(serverDir, 'src', 'cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    alias: { '@marginalia/core': join(work, 'packages', 'core', 'src', 'index.ts') },
    nodePaths: [join(packageDir, 'node_modules'), join(repoRoot, 'packages', 'core', 'node_modules')],
    external: ['better-sqlite3', 'pg', 'kysely', 'hono', '@hono/node-server', 'jose'],
  });
  return outfile;
}

async function startRelease(entry, databaseFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      MARGINALIA_DATABASE_URL: databaseFile,
      MARGINALIA_OWNER_PASSWORD: '12345678',
      MARGINALIA_OWNER_API_KEY: 'owner.apikey',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`first release did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => output.includes('is running at') && (clearTimeout(timer), resolve()));
    child.once('exit', (code) => reject(new Error(`first release exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}/api/v1`, child };
}

async function call(url, method, path, key, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'X-Argilla-Api-Key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Answers through the release's API: submitted, draft and discarded responses by the demo annotator. */
async function annotate(url) {
  const token = await fetch(`${url}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'username=annotator&password=12345678',
  }).then((r) => r.json());
  const annotator = token.access_token;
  const asAnnotator = async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${annotator}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return JSON.parse(text);
  };
  const { items: datasets } = await asAnnotator('GET', '/me/datasets');
  const reviews = datasets.find((d) => d.name === 'product-reviews');
  const { items: records } = await call(
    url,
    'GET',
    `/datasets/${reviews.id}/records?limit=12`,
    'owner.apikey',
  );
  const responses = [];
  const statuses = [
    'submitted',
    'submitted',
    'submitted',
    'submitted',
    'submitted',
    'submitted',
    'draft',
    'discarded',
  ];
  for (const [index, status] of statuses.entries()) {
    const record = records[index];
    const values =
      status === 'discarded'
        ? {}
        : {
            sentiment: { value: index % 2 === 0 ? 'positive' : 'negative' },
            topics: { value: index % 3 === 0 ? ['price', 'quality'] : ['shipping'] },
            rating: { value: (index % 5) + 1 },
          };
    const response = await asAnnotator('POST', `/records/${record.id}/responses`, { values, status });
    responses.push({ id: response.id, record_id: record.id, status, values: response.values });
  }
  return {
    datasets: datasets.map((d) => ({ id: d.id, name: d.name })),
    records: {
      dataset_id: reviews.id,
      total: (await call(url, 'GET', `/datasets/${reviews.id}/progress`, 'owner.apikey')).total,
    },
    responses,
  };
}

const entry = await bundleFirstRelease();
const databaseFile = join(work, 'first-release.db');
const release = await startRelease(entry, databaseFile);
let written;
try {
  written = await annotate(release.url);
  await call(release.url, 'GET', '/me', 'owner.apikey');
} finally {
  await new Promise((resolve) => {
    release.child.once('exit', resolve);
    release.child.kill('SIGTERM');
  });
}
// The release closed its database (WAL checkpointed); the file alone is the fixture.
for (const suffix of ['-wal', '-shm'])
  if (existsSync(databaseFile + suffix)) throw new Error(`${databaseFile}${suffix} left behind`);
mkdirSync(fixtures, { recursive: true });
copyFileSync(databaseFile, join(fixtures, 'first-release.db'));
writeFileSync(
  join(fixtures, 'first-release.json'),
  JSON.stringify({ release: FIRST_RELEASE, migrations: ['0001_initial'], ...written }, null, 2) + '\n',
);
console.log(`Wrote ${join(fixtures, 'first-release.db')} (${written.responses.length} responses)`);
