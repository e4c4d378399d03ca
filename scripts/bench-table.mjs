// `pnpm bench:table`: the reference table in Chromium (issue #16, P8). Builds the elements bundle unless
// `--no-build` or `--dist=<folder>` (another build, for a before/after comparison), serves it with a blank page,
// and measures `<mg-reference-table>` with 10,000 rows × 20 columns, each figure until the frame showing the
// result is painted: first render (value set → first rows drawn, the grid's chunk already loaded); scrolling
// (each frame's work from the scroll event until painted, and the interval between frames); the undo of a
// 1,000-cell paste (50 rows × 20 columns pasted into the grid, then Ctrl+Z until the drawn rows show the old
// values). Prints medians of several runs; the goals are ≤ 300 ms, 16 ms per frame and ≤ 50 ms for the undo.
// `--profile` records CPU profiles of one run instead (see `startProfiling`); `--trace` records a Chrome trace of
// one run's scrolling and prints where its main-thread time goes: script, style, layout, paint (see `traceScroll`).
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { importTypeScript } from '../packages/server/scripts/import-typescript.mjs';
import { build, ensureChromium, ensureInstalled, log, root } from './lib/workspace.mjs';

const ROWS = 10_000;
const COLUMNS = 20;
const RUNS = 5;
const SCROLL_FRAMES = 120;
const PASTE_ROWS = 50;

ensureInstalled();
if (!process.argv.includes('--no-build') && !process.argv.some((arg) => arg.startsWith('--dist='))) build(['@marginalia/elements']);
// `--dist=<folder>` measures another build of the elements (a before/after comparison).
const distOption = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distOption
  ? resolve(distOption.slice('--dist='.length))
  : resolve(import.meta.dirname, '../packages/elements/dist');
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference table benchmark</title>
<script type="module" src="/elements/marginalia-elements.js"></script></head>
<body style="margin:0"><main id="stage" style="width:1200px"></main></body></html>`;

const BENCH_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Bench',
  last_name: null,
  username: 'bench',
  role: 'owner',
  api_key: 'bench.apikey',
  inserted_at: '2026-01-01T00:00:00',
  updated_at: '2026-01-01T00:00:00',
};

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://bench');
  // The elements show a sign-in form until a user is known; the table itself needs no server, so the page's
  // element gets an API key and this answers who it belongs to.
  if (pathname.endsWith('/v1/me'))
    return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(BENCH_USER));
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

// The browser tests' Chromium switches.
const { CHROMIUM_ARGS } = await importTypeScript(join(root, 'packages/server'), 'chromium-args', {
  entryPoints: [join(root, 'tooling/chromiumArgs.ts')],
});
const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);

/** One run in the page: mounts a table, waits for its first rows, then scrolls frame by frame. */
const measure = (options) =>
  page.evaluate(async ({ rows, columns, frames, profile, trace }) => {
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
    // A task queued from a frame callback runs once that frame is painted.
    const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const drawn = async (element) => {
      while (!element.shadowRoot?.querySelector('.tabulator-row .tabulator-cell[tabulator-field="col1"]'))
        await nextFrame();
    };
    // Warm-up: the grid's chunk and styles load once per page, as in the app after the first table.
    const warm = document.createElement('mg-reference-table');
    warm.setAttribute('api-key', 'bench.apikey');
    warm.value = table(3);
    stage.append(warm);
    await drawn(warm);
    warm.remove();

    const value = table(rows);
    const element = document.createElement('mg-reference-table');
    element.setAttribute('api-key', 'bench.apikey');
    if (profile) console.profile('render');
    const start = performance.now();
    element.value = value;
    stage.append(element);
    await drawn(element);
    await painted();
    const render = performance.now() - start;
    if (profile) console.profileEnd('render');

    // Per frame: its work, from the scroll event (caught on the way down, before the grid's own listener) until
    // the frame is painted, and the interval between frames (never below the display's 16.7 ms).
    const holder = element.shadowRoot.querySelector('.tabulator-tableholder');
    let scrolledAt = null;
    element.shadowRoot.addEventListener('scroll', () => (scrolledAt ??= performance.now()), true);
    const work = [];
    const times = [];
    let last = await nextFrame();
    if (profile) console.profile('scroll');
    if (trace) performance.mark('mg-scroll-start');
    for (let frame = 0; frame < frames; frame += 1) {
      scrolledAt = null;
      holder.scrollTop += 240;
      const now = await nextFrame();
      const paintedAt = await new Promise((done) => setTimeout(() => done(performance.now()), 0));
      work.push(paintedAt - (scrolledAt ?? now));
      times.push(now - last);
      last = now;
    }
    if (profile) console.profileEnd('scroll');
    if (trace) performance.mark('mg-scroll-end');
    element.remove();
    return { render, frames: times, work };
  }, options);

/**
 * One undo run: a fresh table, a paste of PASTE_ROWS × COLUMNS cells from the first cell (selected with a real
 * click), then Ctrl+Z on the grid, timed until every drawn row of the pasted block shows its old values.
 * `profile` marks the undo alone for the profiler (`--profile`).
 */
async function measureUndo(profile = false) {
  await page.evaluate(async ({ rows, columns }) => {
    const names = Array.from({ length: columns - 1 }, (_, index) => `col${index + 1}`);
    const element = document.createElement('mg-reference-table');
    element.id = 'undo-bench';
    element.setAttribute('api-key', 'bench.apikey');
    element.value = {
      schema: { fields: [{ name: 'row_id', type: 'integer' }, ...names.map((name) => ({ name }))], primaryKey: ['row_id'] },
      data: Array.from({ length: rows }, (_, row) =>
        Object.fromEntries([['row_id', row + 1], ...names.map((name, column) => [name, `r${row + 1}c${column + 1}`])]),
      ),
    };
    document.getElementById('stage').append(element);
    while (!element.shadowRoot?.querySelector('.tabulator-row .tabulator-cell[tabulator-field="col1"]'))
      await new Promise((done) => requestAnimationFrame(done));
  }, { rows: ROWS, columns: COLUMNS });
  await page.locator('#undo-bench .tabulator-row .tabulator-cell[tabulator-field="row_id"]').first().click();
  await page.evaluate(async ({ pasteRows, columns }) => {
    const element = document.getElementById('undo-bench');
    const grid = element.shadowRoot.querySelector('.tabulator');
    // Text values, so every pasted cell is valid and the numbers measure the edit, not error marks.
    const text = Array.from({ length: pasteRows }, (_, row) =>
      Array.from({ length: columns }, (_, column) => (column === 0 ? String(row + 1) : `p${row}`)).join('\t'),
    ).join('\n');
    const data = new DataTransfer();
    data.setData('text/plain', text);
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    const drawnRows = () => [...element.shadowRoot.querySelectorAll('.tabulator-row')].slice(0, pasteRows);
    const shows = (row, index) => row.querySelector('[tabulator-field="col1"]')?.textContent === `p${index}`;
    while (drawnRows().length === 0 || !drawnRows().every(shows)) await new Promise((done) => requestAnimationFrame(done));
    // Let the paste's own work (saving the answer, late timers) settle, so the undo is timed alone.
    await new Promise((done) => setTimeout(done, 200));
    await new Promise((done) => requestAnimationFrame(done));
  }, { pasteRows: PASTE_ROWS, columns: COLUMNS });
  const result = await page.evaluate(async ({ pasteRows, profile }) => {
      const element = document.getElementById('undo-bench');
      const grid = element.shadowRoot.querySelector('.tabulator');
      const drawnRows = () => [...element.shadowRoot.querySelectorAll('.tabulator-row')].slice(0, pasteRows);
      const shows = (row, index) => row.querySelector('[tabulator-field="col1"]')?.textContent === `r${index + 1}c1`;
      if (profile) console.profile('undo');
      const start = performance.now();
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }));
      // Done when every drawn row of the block (the grid draws the rows in view) shows its old value again.
      while (drawnRows().length === 0 || !drawnRows().every(shows)) await new Promise((done) => setTimeout(done, 0));
      const undone = performance.now() - start;
      // A task queued from a frame callback runs once that frame is painted.
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const painted = performance.now() - start;
      if (profile) console.profileEnd('undo');
      return { undone, painted };
    }, { pasteRows: PASTE_ROWS, profile });
  await page.evaluate(() => document.getElementById('undo-bench').remove());
  return result;
}

/**
 * `--profile`: CPU profiles (Chrome DevTools protocol) of the steps the page marks with `console.profile`, each
 * printed as the functions with the most self time and written to `bench-table-<step>.cpuprofile` in the temp
 * folder (open it in DevTools' Performance panel).
 */
async function startProfiling() {
  const session = await page.context().newCDPSession(page);
  session.on('Profiler.consoleProfileFinished', ({ title, profile }) => {
    const file = join(tmpdir(), `bench-table-${title}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const self = new Map();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    console.log(`  profile of ${title} (${file}), most self time:`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
}

/** Trace events' kinds, by name: each main-thread event's self time counts for its kind. */
const TRACE_KINDS = [
  ['html', /HTML/],
  ['style', /Style|LayoutTree/],
  ['layout', /Layout|layout|Shape|IntersectionObserver|ResizeObserver/],
  ['paint', /Paint|Layer|Composit|Raster|Decode/],
  ['gc', /GC|garbage/i],
  ['script', /^(FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.|V8\.|FireIdleCallback|XHR|HandlePostMessage)/],
];
const traceKind = (name) => TRACE_KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

/**
 * `--trace`: one run with a Chrome trace of its scrolling; prints the main thread's self time by kind (script,
 * style, layout, paint, gc, other) and the event names with the most self time, so a forced layout inside a
 * script shows as layout. CPU time, so the figures hold on a busy machine. The trace is written to `bench-table-scroll.trace.json` in the temp folder.
 */
async function traceScroll() {
  const session = await page.context().newCDPSession(page);
  const events = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    },
  });
  const result = await measure({ rows: ROWS, columns: COLUMNS, frames: SCROLL_FRAMES, trace: true });
  await session.send('Tracing.end');
  await complete;
  const file = join(tmpdir(), 'bench-table-scroll.trace.json');
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  const mark = (name) => events.find((event) => event.name === name);
  const start = mark('mg-scroll-start');
  const end = mark('mg-scroll-end');
  const main = events.filter(
    (event) =>
      event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.ts >= start.ts && event.ts <= end.ts,
  );
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: an event's thread (CPU) time less its children's (events nest by time on one thread); CPU time,
  // unlike wall time, does not grow while other processes hold the cores.
  const selfByName = new Map();
  const stack = [];
  const close = (event) => selfByName.set(event.name, (selfByName.get(event.name) ?? 0) + event.self);
  for (const event of main) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) close(stack.pop());
    const cpu = event.tdur ?? event.dur ?? 0;
    const current = { name: event.name, ts: event.ts, dur: event.dur ?? 0, self: cpu };
    if (stack.length > 0) stack.at(-1).self -= cpu;
    stack.push(current);
  }
  while (stack.length > 0) close(stack.pop());
  const byKind = new Map();
  for (const [name, self] of selfByName) byKind.set(traceKind(name), (byKind.get(traceKind(name)) ?? 0) + self);
  const perFrame = (us) => `${(us / 1000 / SCROLL_FRAMES).toFixed(1)} ms/frame`;
  console.log(`  scroll trace (${file}), main thread's CPU time (self) over ${SCROLL_FRAMES} frames:`);
  for (const [kind, self] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`    ${kind.padEnd(8)} ${perFrame(self)}`);
  console.log('  event names with the most self time:');
  for (const [name, self] of [...selfByName].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${perFrame(self).padStart(16)}  ${name}`);
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (process.argv.includes('--profile')) {
  log('Profiling one first render with scrolling, then one undo (--profile)');
  await startProfiling();
  const { render, frames, work } = await measure({ rows: ROWS, columns: COLUMNS, frames: SCROLL_FRAMES, profile: true });
  console.log(
    `  first render ${render.toFixed(1)} ms, scroll frame work median ${median(work).toFixed(1)} ms, interval median ${median(frames).toFixed(1)} ms`,
  );
  const { undone, painted } = await measureUndo(true);
  console.log(`  undo ${undone.toFixed(1)} ms, painted ${painted.toFixed(1)} ms`);
  await browser.close();
  server.close();
  process.exit(0);
}

if (process.argv.includes('--trace')) {
  log('Tracing one first render with scrolling (--trace)');
  const { render, frames, work } = await traceScroll();
  console.log(
    `  first render ${render.toFixed(1)} ms, scroll frame work median ${median(work).toFixed(1)} ms, interval median ${median(frames).toFixed(1)} ms`,
  );
  await browser.close();
  server.close();
  process.exit(0);
}

log(`ReferenceTable ${ROWS.toLocaleString('en')} rows × ${COLUMNS} columns, ${RUNS} runs (Chromium)`);
const renders = [];
const frameMedians = [];
const workMedians = [];
for (let run = 0; run < RUNS; run += 1) {
  const { render, frames, work } = await measure({ rows: ROWS, columns: COLUMNS, frames: SCROLL_FRAMES });
  renders.push(render);
  frameMedians.push(median(frames));
  workMedians.push(median(work));
  console.log(
    `  run ${run + 1}: first render ${render.toFixed(1)} ms, scroll frame work median ${median(work).toFixed(1)} ms (max ${Math.max(...work).toFixed(1)} ms), frame interval median ${median(frames).toFixed(1)} ms (max ${Math.max(...frames).toFixed(1)} ms)`,
  );
}
console.log(`first render median: ${median(renders).toFixed(1)} ms (goal ≤ 300 ms)`);
console.log(
  `scroll frame work median: ${median(workMedians).toFixed(1)} ms (goal ≤ 16 ms); frame interval median ${median(frameMedians).toFixed(1)} ms (16.7 ms: no frame dropped)`,
);
const undos = [];
const undoFrames = [];
for (let run = 0; run < RUNS; run += 1) {
  const { undone, painted } = await measureUndo();
  undos.push(undone);
  undoFrames.push(painted);
  console.log(
    `  run ${run + 1}: undo of ${PASTE_ROWS * COLUMNS} pasted cells shown ${undone.toFixed(1)} ms, painted ${painted.toFixed(1)} ms`,
  );
}
console.log(
  `undo of a ${PASTE_ROWS * COLUMNS}-cell paste median: painted ${median(undoFrames).toFixed(1)} ms (goal ≤ 50 ms; old values in the grid's cells ${median(undos).toFixed(1)} ms)`,
);
await browser.close();
server.close();
