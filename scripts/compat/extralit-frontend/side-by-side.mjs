#!/usr/bin/env node
// Screenshots of the same screens of the same datasets in the Extralit web frontend and in our web app, side by
// side, with what can be measured in each page (README.md, section 3):
//
//   node scripts/compat/extralit-frontend/side-by-side.mjs --frontend <argilla-frontend folder> [--port 7420] \
//     [--out docs/design/extralit-comparison] [--only home,settings]
//
// On ports port and port+1 it starts our built server (a fresh SQLite database with the demo data, serving the
// built web app) and the frontend's `dist/` behind serve-frontend.mjs (forwarding /api to that server); logs the
// extraction flow's dataset (setup-extraction-dataset.mjs); signs in as the demo owner in both, in Debian's
// Chromium, light theme; and, at 1440×900 and at 390×844 (a phone: touch, the page's viewport meta applied),
// shoots each screen's window in both: `<screen>-<width>.extralit.png`, `<screen>-<width>.marginalia.png` and
// `<screen>-<width>.png` (Extralit left, ours right, combine-shots.py). The measurements (measure-page.mjs) go to
// `measurements.json` and, as a table, between the measurement markers of the folder's README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { root } from '../../lib/workspace.mjs';
import { signIn as signInToExtralit } from './flows.mjs';
import { measurePage } from './measure-page.mjs';
import { serveFrontend } from './serve-frontend.mjs';
import { EXTRACTION_DATASET, setupExtractionDataset } from './setup-extraction-dataset.mjs';
import { launchChromium, newPage, processGroup, serverDir, startServer, url, waitFor } from './stack.mjs';

const { values } = parseArgs({
  options: {
    frontend: { type: 'string', default: process.env.EXTRALIT_FRONTEND_DIR },
    port: { type: 'string', default: String(Number(process.env.MARGINALIA_E2E_PORT ?? 7400) + 20) },
    out: { type: 'string', default: join(root, 'docs/design/extralit-comparison') },
    only: { type: 'string' },
  },
});
if (!values.frontend || !existsSync(join(values.frontend, 'dist', 'index.html'))) {
  process.stderr.write('Usage: side-by-side.mjs --frontend <argilla-frontend folder with a built dist/>\n');
  process.exit(2);
}
const OWNER = { username: 'owner', password: '12345678' };
const OWNER_API_KEY = 'owner.apikey';
const ports = { server: Number(values.port), frontend: Number(values.port) + 1 };
const WIDTHS = [
  { width: 1440, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
];
const APPS = ['extralit', 'marginalia'];

/** The screens, each the same path in both frontends (ours keeps Extralit's routes and query parameters). */
const SCREENS = [
  { name: 'home', title: 'Home (dataset list)', path: () => '/', kind: 'home' },
  {
    name: 'annotation-reviews',
    title: 'Annotation, `product-reviews` (text fields; label, multi-label, rating, text questions)',
    dataset: 'product-reviews',
    path: (id) => `/dataset/${id}/annotation-mode`,
    kind: 'record',
  },
  {
    name: 'annotation-ranking-span',
    title: 'Annotation, `news-qa-ranking` (ranking, span, text questions)',
    dataset: 'news-qa-ranking',
    path: (id) => `/dataset/${id}/annotation-mode`,
    kind: 'record',
  },
  {
    name: 'settings',
    title: 'Dataset settings, first tab (General), `product-reviews`',
    dataset: 'product-reviews',
    path: (id) => `/dataset/${id}/settings`,
    kind: 'settings',
  },
  {
    name: 'bulk-reviews',
    title: 'Bulk view, `product-reviews`, 10 records a page',
    dataset: 'product-reviews',
    path: (id) => `/dataset/${id}/annotation-mode?page=1~10`,
    kind: 'bulk',
  },
  {
    name: 'extraction',
    title: `Extraction flow's dataset \`${EXTRACTION_DATASET}\` (a paper, its outcomes table in the owner's draft)`,
    dataset: EXTRACTION_DATASET,
    path: (id) => `/dataset/${id}/annotation-mode?status=draft`,
    kind: 'record',
    // Extralit keeps the document folded under the record (ours opens it beside the record): unfold it, as the
    // extraction flow does, so both show the paper. A phone's window has no such fold: nothing to open there.
    open: {
      async extralit(page) {
        const fold = page.getByText('Document', { exact: true }).first();
        if (!(await fold.isVisible())) return;
        await fold.click();
        await page
          .locator('.pdf-view[data-state="loaded"] .pdf-view__page')
          .first()
          .waitFor({ timeout: 30_000 });
      },
    },
  },
];

/** No carets, transitions or animations: the same still screen on every run. */
const STILL_CSS = `*, *::before, *::after { caret-color: transparent !important; transition: none !important;
  animation: none !important; }`;

async function api(path, init = {}) {
  const res = await fetch(`${url(ports.server)}/api/v1${path}`, {
    ...init,
    headers: { 'X-Argilla-Api-Key': OWNER_API_KEY, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The start of a text (a few words, within one line of the page), to find it in the page. */
const snippet = (text) => {
  const words = String(text).replace(/\s+/g, ' ').trim().split(' ');
  let out = '';
  for (const word of words) {
    if (out && (out + ' ' + word).length > 24) break;
    out = out ? `${out} ${word}` : word;
  }
  return out.slice(0, 40);
};

/** What the measurements look for in a screen: its dataset's record texts and question titles, or the dataset names. */
async function textsOf(screen, datasets) {
  if (screen.kind === 'home') return { names: datasets.map((dataset) => dataset.name) };
  const dataset = datasets.find((candidate) => candidate.name === screen.dataset);
  const [fields, questions, records] = await Promise.all([
    api(`/datasets/${dataset.id}/fields`),
    api(`/datasets/${dataset.id}/questions`),
    api(`/datasets/${dataset.id}/records?limit=500`),
  ]);
  const firstField = fields.items[0].name;
  return {
    questionTitles: questions.items.map((question) => question.title),
    recordTexts: records.items.map((record) => snippet(record.fields[firstField] ?? '')).filter(Boolean),
  };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until the screen shows what it is about (a dataset's name, the screen's dataset name, its first
 * question), does what the screen asks of that frontend first (`open`), then waits for the network to rest and
 * two frames.
 */
async function ready(page, screen, texts, app) {
  const wanted =
    screen.kind === 'home'
      ? new RegExp(texts.names.map(escape).join('|'))
      : screen.kind === 'settings'
        ? screen.dataset
        : texts.questionTitles[0];
  await page.getByText(wanted).first().waitFor({ state: 'attached', timeout: 30_000 });
  await screen.open?.[app]?.(page);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function signInToMarginalia(page, baseUrl) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/sign-in'));
}

/** A signed-in page of one frontend at one window size: light theme; a phone has touch and its viewport meta. */
async function signedInPage(browser, app, size) {
  const { context, page } = await newPage(browser, {
    viewport: { width: size.width, height: size.height },
    colorScheme: 'light',
    reducedMotion: 'reduce',
    ...(size.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
  });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  if (app === 'extralit') await signInToExtralit(page, url(ports.frontend));
  else await signInToMarginalia(page, url(ports.server));
  return { context, page };
}

/** Debian's python3 (with python3-pil) before whatever python3 comes first on the PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

function combine(left, right, output) {
  if (!existsSync(left) || !existsSync(right)) return;
  const result = spawnSync(PYTHON, [join(import.meta.dirname, 'combine-shots.py'), left, right, output], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`combine-shots.py failed for ${output}`);
}

/** The measurement table written between the markers of the folder's README.md. */
function table(results) {
  const rows = [
    '| screen | width | frontend | chrome above record (px) | same record | records / questions / datasets in view | horizontal scroll (px) | colours (text/bg/border) | bordered · shadowed | font sizes | controls · < 44 px · < 24 px | broken words | cut off · ellipsis · clipped |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    for (const app of APPS) {
      const m = result[app];
      if (!m) continue;
      const inView =
        result.kind === 'home'
          ? `${m.namesInView} datasets`
          : result.kind === 'settings'
            ? '–'
            : `${m.recordsInView} rec · ${m.questionsInView}/${m.questionCount} q`;
      const shown = [result.extralit?.firstRecordIndex, result.marginalia?.firstRecordIndex];
      const same =
        result.kind !== 'record' && result.kind !== 'bulk'
          ? '–'
          : shown.some((index) => index === null || index === undefined)
            ? 'not in view'
            : shown[0] === shown[1]
              ? 'yes'
              : 'no';
      rows.push(
        `| ${result.screen} | ${result.width} | ${app} | ${m.firstRecordTop ?? '–'} | ${same} | ${inView} | ${m.horizontalScroll} | ${m.colors} (${m.textColors}/${m.backgrounds}/${m.borderColors}) | ${m.bordered} · ${m.shadowed} | ${m.fontSizes.length} (${m.fontSizes.join(' ')}) | ${m.tapTargets} · ${m.tapUnder44} · ${m.tapUnder24} | ${m.brokenWords}${m.brokenWordSamples.length ? ` (${m.brokenWordSamples.slice(0, 3).join(', ')})` : ''} | ${m.cutOff} · ${m.truncated} · ${m.clipped} |`,
      );
    }
  }
  return rows.join('\n');
}

async function writeTable(results) {
  const readme = join(values.out, 'README.md');
  const start = '<!-- measurements:start -->';
  const end = '<!-- measurements:end -->';
  const text = existsSync(readme) ? readFileSync(readme, 'utf8') : `${start}\n${end}\n`;
  if (!text.includes(start) || !text.includes(end)) {
    process.stderr.write(`${readme} has no measurement markers: the table is in measurements.json only\n`);
    return;
  }
  const before = text.slice(0, text.indexOf(start) + start.length);
  const after = text.slice(text.indexOf(end));
  const markdown = `${before}\n\n${table(results)}\n\n${after}`;
  const options = (await prettier.resolveConfig(readme)) ?? {};
  writeFileSync(readme, await prettier.format(markdown, { ...options, filepath: readme }));
}

const processes = processGroup();
const work = mkdtempSync(join(tmpdir(), 'extralit-side-by-side-'));

async function main() {
  mkdirSync(values.out, { recursive: true });
  mkdirSync(join(work, 'server'));
  startServer(processes, { port: ports.server, dir: join(work, 'server') });
  await waitFor(`${url(ports.server)}/api/v1/settings`, 'server');
  if ((await fetch(`${url(ports.server)}/`)).headers.get('content-type')?.includes('text/html') !== true)
    throw new Error('the server serves no web app: build examples/web-app first');
  await setupExtractionDataset({ api: url(ports.server), apiKey: OWNER_API_KEY, serverDir });
  const frontend = await serveFrontend({
    dist: join(values.frontend, 'dist'),
    api: url(ports.server),
    port: ports.frontend,
  });
  const datasets = (await api('/me/datasets')).items;
  const idOf = (name) => datasets.find((dataset) => dataset.name === name)?.id;
  const only = values.only?.split(',');
  const screens = SCREENS.filter((screen) => !only || only.includes(screen.name));
  const texts = new Map();
  for (const screen of screens) texts.set(screen.name, await textsOf(screen, datasets));

  const browser = await launchChromium();
  const results = [];
  const problems = [];
  try {
    for (const size of WIDTHS) {
      const pages = {};
      for (const app of APPS) pages[app] = await signedInPage(browser, app, size);
      for (const screen of screens) {
        const screenTexts = texts.get(screen.name);
        const result = { screen: screen.name, title: screen.title, kind: screen.kind, width: size.width };
        const path = screen.path(screen.dataset ? idOf(screen.dataset) : undefined);
        for (const app of APPS) {
          const { page } = pages[app];
          const base = app === 'extralit' ? url(ports.frontend) : url(ports.server);
          const file = join(values.out, `${screen.name}-${size.width}.${app}.png`);
          try {
            await page.goto(`${base}${path}`);
            await ready(page, screen, screenTexts, app);
            await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', scale: 'css' });
            result[app] = {
              ...(await page.evaluate(measurePage, screenTexts)),
              questionCount: screenTexts.questionTitles?.length ?? 0,
            };
            process.stdout.write(`✓ ${screen.name} ${size.width} ${app}\n`);
          } catch (error) {
            await page.screenshot({ path: file, scale: 'css' }).catch(() => undefined);
            problems.push(`${screen.name} ${size.width} ${app}: ${error.message.split('\n')[0]}`);
          }
        }
        combine(
          join(values.out, `${screen.name}-${size.width}.extralit.png`),
          join(values.out, `${screen.name}-${size.width}.marginalia.png`),
          join(values.out, `${screen.name}-${size.width}.png`),
        );
        results.push(result);
      }
      for (const app of APPS) await pages[app].context.close();
    }
  } finally {
    await browser.close();
    await frontend.close();
  }
  // With --only, the other screens' measurements stay as the last full run left them.
  const file = join(values.out, 'measurements.json');
  const kept = only && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const key = (result) => `${result.screen} ${result.width}`;
  const fresh = new Map(results.map((result) => [key(result), result]));
  const merged = [
    ...kept.map((result) => fresh.get(key(result)) ?? result),
    ...results.filter((result) => !kept.some((old) => key(old) === key(result))),
  ];
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  await writeTable(merged);
  return problems;
}

try {
  const problems = await main();
  if (problems.length) {
    process.stderr.write(
      `\n${problems.length} screen(s) failed:\n${problems.map((p) => `  ✗ ${p}`).join('\n')}\n`,
    );
    process.exitCode = 1;
  } else process.stdout.write(`\nEvery screen shot in both frontends: ${values.out}\n`);
} finally {
  processes.stopAll();
  rmSync(work, { recursive: true, force: true });
}
