#!/usr/bin/env node
// Records the Extralit web frontend's HTTP exchanges with our server, flow by flow, as replay fixtures
// (scripts/compat/extralit-frontend/README.md says how to build the frontend first):
//
//   node scripts/compat/extralit-frontend-record.mjs --frontend <argilla-frontend folder> [--port 7410] \
//     [--out packages/server/src/compat/extralit-frontend/fixtures] [--shots <folder>] [--only name,name]
//
// It starts, on ports port..port+4: our built server (fresh SQLite database, demo data seeded), the frontend
// (its built `dist/`, with /api forwarded), the hub stand-in, the model stand-in and the recording proxy between
// the frontend and the server. Chromium then runs the flows of extralit-frontend/flows.mjs; the frontend's
// calls to the hub's datasets server are answered by the hub stand-in. Each flow's exchanges are normalized into
// `<out>/<nn>-<flow>.json`; a screenshot of each screen that matters goes to --shots. A refused request or a
// failed flow stops the run with the exchange that failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../lib/workspace.mjs';
import { flows } from './extralit-frontend/flows.mjs';
import { serveFrontend } from './extralit-frontend/serve-frontend.mjs';
import { setupExtractionDataset } from './extralit-frontend/setup-extraction-dataset.mjs';
import {
  launchChromium,
  newPage as newIsolatedPage,
  processGroup,
  serverDir,
  startServer,
  url,
  waitFor,
} from './extralit-frontend/stack.mjs';

const { values } = parseArgs({
  options: {
    frontend: { type: 'string', default: process.env.EXTRALIT_FRONTEND_DIR },
    port: { type: 'string', default: String(Number(process.env.MARGINALIA_E2E_PORT ?? 7400) + 10) },
    out: { type: 'string', default: join(root, 'packages/server/src/compat/extralit-frontend/fixtures') },
    shots: { type: 'string' },
    only: { type: 'string' },
  },
});
if (!values.frontend || !existsSync(join(values.frontend, 'dist', 'index.html'))) {
  process.stderr.write(
    'Usage: extralit-frontend-record.mjs --frontend <argilla-frontend folder with a built dist/>\n',
  );
  process.exit(2);
}
const base = Number(values.port);
const ports = { server: base, frontend: base + 1, hub: base + 2, model: base + 3, recorder: base + 4 };
const OWNER_API_KEY = 'owner.apikey';
const work = mkdtempSync(join(tmpdir(), 'extralit-frontend-record-'));
const raw = join(work, 'exchanges.jsonl');
const processes = processGroup();
const { start, stopAll } = processes;

async function api(path) {
  const res = await fetch(`${url(ports.server)}/api/v1${path}`, {
    headers: { 'X-Argilla-Api-Key': OWNER_API_KEY },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

/** Waits, beside the frontend (straight to the server, not recorded), until an import job ends. */
async function waitForImport(jobId) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const job = await api(`/jobs/${jobId}`);
    if (job.status === 'finished') return;
    if (job.status === 'failed') throw new Error(`import job failed: ${JSON.stringify(job)}`);
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error('import did not finish in 10 minutes');
}

const exchangeLines = () => (existsSync(raw) ? readFileSync(raw, 'utf8').split('\n').filter(Boolean) : []);

/** Waits until the recorder has written nothing for a while: every request of the flow is in. */
async function quietRecorder() {
  let count = -1;
  while (count !== exchangeLines().length) {
    count = exchangeLines().length;
    await new Promise((done) => setTimeout(done, 1500));
  }
  return count;
}

/**
 * A page of an annotation queue holding several records: its order is the server's per-user shuffle (and, during
 * an import, whatever was imported yet), which a replay on another server cannot reproduce, so the replay would
 * bind the wrong records. Such pages are left out of the fixtures; a queue of one record (the extraction flow's)
 * is kept.
 */
function isShuffledQueuePage(line) {
  const exchange = JSON.parse(line);
  return (
    exchange.method === 'POST' &&
    /^\/api\/v1\/me\/datasets\/[^/]+\/records\/search$/.test(exchange.path) &&
    (exchange.response?.json?.items?.length ?? 0) > 1
  );
}

function writeFixture(name, title, recorded) {
  const lines = recorded.filter((line) => !isShuffledQueuePage(line));
  const input = join(work, `${name}.jsonl`);
  writeFileSync(input, lines.map((line) => `${line}\n`).join(''));
  const output = join(values.out, `${name}.json`);
  const version = JSON.parse(readFileSync(join(values.frontend, 'package.json'), 'utf8')).version;
  const normalizer = spawn(
    process.execPath,
    [
      join(root, 'scripts/compat/normalize-recording.mjs'),
      '--in',
      input,
      '--out',
      output,
      '--client',
      `Extralit web frontend ${version}: ${title}`,
      '--owner-key',
      OWNER_API_KEY,
    ],
    { stdio: 'inherit' },
  );
  return new Promise((done, fail) =>
    normalizer.on('exit', (code) => (code === 0 ? done() : fail(new Error(`normalize ${name}: ${code}`)))),
  );
}

/** The refused requests of a flow (4xx/5xx answers), each with what it sent and what it got. */
function refusals(lines) {
  return lines
    .map((line) => JSON.parse(line))
    .filter((exchange) => exchange.status >= 400)
    .map(
      (exchange) =>
        `${exchange.status} ${exchange.method} ${exchange.path} ${JSON.stringify(exchange.request)?.slice(0, 200)} -> ${JSON.stringify(exchange.response)?.slice(0, 300)}`,
    );
}

/** A page whose outside requests never leave the machine: the hub's datasets server is the stand-in. */
const newPage = (browser) => newIsolatedPage(browser, { hubUrl: url(ports.hub) });

async function main() {
  mkdirSync(values.out, { recursive: true });
  if (values.shots) mkdirSync(values.shots, { recursive: true });
  start('hub stand-in', [join(root, 'packages/hub-stand-in/dist/cli.js'), '--port', String(ports.hub)]);
  start('model stand-in', [join(serverDir, 'scripts/model-stand-in.mjs'), '--port', String(ports.model)]);
  mkdirSync(join(work, 'server'));
  startServer(processes, {
    port: ports.server,
    dir: join(work, 'server'),
    hubUrl: url(ports.hub),
    modelUrl: url(ports.model),
  });
  // The schema file's headers are part of what the frontend reads (its version, whether it is the latest).
  const headers = 'etag,version-id,version-tag,is-latest,last-modified';
  start('recorder', [
    join(root, 'scripts/compat/record-proxy.mjs'),
    '--target',
    url(ports.server),
    '--port',
    String(ports.recorder),
    '--out',
    raw,
    '--response-headers',
    headers,
  ]);
  await waitFor(
    `${url(ports.hub)}/is-valid?dataset=${encodeURIComponent('stanfordnlp/imdb')}`,
    'hub stand-in',
  );
  await waitFor(`${url(ports.server)}/api/v1/settings`, 'server');
  await waitFor(`${url(ports.recorder)}/api/v1/settings`, 'recorder');
  const frontend = await serveFrontend({
    dist: join(values.frontend, 'dist'),
    api: url(ports.recorder),
    port: ports.frontend,
  });

  // The setup calls (as the Python SDK would make them) are recorded as the first fixture.
  let from = await quietRecorder();
  await setupExtractionDataset({ api: url(ports.recorder), apiKey: OWNER_API_KEY, serverDir });
  let to = await quietRecorder();
  await writeFixture(
    '00-setup',
    'the extraction dataset logged through the API before the frontend opens it (not the frontend)',
    exchangeLines().slice(from, to),
  );

  const browser = await launchChromium();
  const only = values.only?.split(',');
  const problems = [];
  try {
    for (const [index, flow] of flows.entries()) {
      if (only && !only.includes(flow.name)) continue;
      const name = `${String(index + 1).padStart(2, '0')}-${flow.name}`;
      process.stdout.write(`› ${flow.title}\n`);
      from = await quietRecorder();
      const { context, page } = await newPage(browser);
      const shot = async (label) => {
        if (values.shots) await page.screenshot({ path: join(values.shots, `${name}-${label}.png`) });
      };
      try {
        await flow.run({ page, baseUrl: frontend.url, waitForImport, shot });
      } catch (error) {
        await shot('failure').catch(() => undefined);
        problems.push(`${flow.name}: ${error.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
      to = await quietRecorder();
      const lines = exchangeLines().slice(from, to);
      problems.push(...refusals(lines).map((refusal) => `${flow.name}: refused ${refusal}`));
      await writeFixture(name, flow.title, lines);
    }
  } finally {
    await browser.close();
    await frontend.close();
  }
  return problems;
}

try {
  const problems = await main();
  if (problems.length) {
    process.stderr.write(
      `\n${problems.length} problem(s):\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(`\nEvery flow passed with no request refused; fixtures in ${resolve(values.out)}\n`);
  }
} finally {
  stopAll();
  rmSync(work, { recursive: true, force: true });
}
