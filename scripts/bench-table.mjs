// `pnpm bench:table`: the reference table in Chromium (issue #16, P8). Builds the elements bundle unless
// `--no-build`, serves it with a blank page, and measures `<mg-reference-table>` with 10,000 rows × 20 columns:
// first render (value set → first rows drawn, the grid's chunk already loaded) and the frame times while the
// rows scroll. Prints medians of several runs; the goals are ≤ 300 ms and a 16 ms median frame.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build, ensureChromium, ensureInstalled, log } from './lib/workspace.mjs';

// The browser tests' Chromium switches (tooling/chromiumArgs.ts), spelled out: this script runs without a compiler.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
const ROWS = 10_000;
const COLUMNS = 20;
const RUNS = 5;
const SCROLL_FRAMES = 120;

ensureInstalled();
if (!process.argv.includes('--no-build')) build(['@marginalia/elements']);
const dist = resolve(import.meta.dirname, '../packages/elements/dist');
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference table benchmark</title>
<script type="module" src="/elements/marginalia-elements.js"></script></head>
<body style="margin:0"><main id="stage" style="width:1200px"></main></body></html>`;

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://bench');
  if (!pathname.startsWith('/elements/'))
    return void response.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
  const file = normalize(join(dist, pathname.slice('/elements/'.length)));
  if (!file.startsWith(dist) || !existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, {
    'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);

/** One run in the page: mounts a table, waits for its first rows, then scrolls frame by frame. */
const measure = (options) =>
  page.evaluate(async ({ rows, columns, frames }) => {
    const names = Array.from({ length: columns - 1 }, (_, index) => `col${index + 1}`);
    const table = (count) => ({
      schema: {
        fields: [{ name: 'row_id', type: 'integer' }, ...names.map((name) => ({ name }))],
        primaryKey: ['row_id'],
      },
      data: Array.from({ length: count }, (_, row) =>
        Object.fromEntries([
          ['row_id', row + 1],
          ...names.map((name, column) => [name, `r${row + 1}c${column + 1}`]),
        ]),
      ),
    });
    await customElements.whenDefined('mg-reference-table');
    const stage = document.getElementById('stage');
    const nextFrame = () => new Promise((done) => requestAnimationFrame(done));
    const drawn = async (element) => {
      while (!element.shadowRoot?.querySelector('.tabulator-row .tabulator-cell[tabulator-field="col1"]'))
        await nextFrame();
    };
    // Warm-up: the grid's chunk and styles load once per page, as in the app after the first table.
    const warm = document.createElement('mg-reference-table');
    warm.value = table(3);
    stage.append(warm);
    await drawn(warm);
    warm.remove();

    const value = table(rows);
    const element = document.createElement('mg-reference-table');
    const start = performance.now();
    element.value = value;
    stage.append(element);
    await drawn(element);
    const render = performance.now() - start;

    const holder = element.shadowRoot.querySelector('.tabulator-tableholder');
    const times = [];
    let last = await new Promise((done) => requestAnimationFrame(done));
    for (let frame = 0; frame < frames; frame += 1) {
      holder.scrollTop += 240;
      const now = await new Promise((done) => requestAnimationFrame(done));
      times.push(now - last);
      last = now;
    }
    element.remove();
    return { render, frames: times };
  }, options);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

log(`ReferenceTable ${ROWS.toLocaleString('en')} rows × ${COLUMNS} columns, ${RUNS} runs (Chromium)`);
const renders = [];
const frameMedians = [];
for (let run = 0; run < RUNS; run += 1) {
  const { render, frames } = await measure({ rows: ROWS, columns: COLUMNS, frames: SCROLL_FRAMES });
  renders.push(render);
  frameMedians.push(median(frames));
  console.log(
    `  run ${run + 1}: first render ${render.toFixed(1)} ms, scroll frame median ${median(frames).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
  );
}
console.log(`first render median: ${median(renders).toFixed(1)} ms (goal ≤ 300 ms)`);
console.log(`scroll frame median: ${median(frameMedians).toFixed(1)} ms (goal ≤ 16 ms)`);
await browser.close();
server.close();
