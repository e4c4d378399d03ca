import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { API_URL, DOCS_PORT, DOCS_URL } from '../../../tooling/e2ePorts';

// Issue 32: the documentation site as a reader meets it — the built site (`npm run docs`) on its own origin, its
// live examples running against the test server (another origin, listed in MARGINALIA_CORS_ORIGINS). Every page
// reachable from the home page opens without a console error, every link between pages (and to a heading) lands,
// and every live example's element fires mg-ready.

let site: ChildProcess | null = null;

test.beforeAll(async () => {
  site = spawn(process.execPath, [resolve(import.meta.dirname, '../scripts/serve.mjs'), '--port', String(DOCS_PORT)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  site.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (site.exitCode !== null) throw new Error(`The docs server exited (build the site with npm run docs): ${output.join('')}`);
    try {
      if ((await fetch(`${DOCS_URL}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The docs server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

interface Visit {
  links: string[];
  ids: string[];
  examples: number;
}

/** Opens one page, waits for its live examples, and answers its links to other pages of the site and its ids. */
async function visit(page: Page, path: string): Promise<Visit> {
  const response = await page.goto(`${DOCS_URL}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('.VPContent')).toBeVisible();
  const examples = page.locator('[data-live-example]');
  const count = await examples.count();
  for (let index = 0; index < count; index += 1) {
    const example = examples.nth(index);
    const tag = await example.getAttribute('data-live-example');
    await expect(example, `${path}: <${tag}> reaches mg-ready`).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(example.locator(tag!)).toBeAttached();
  }
  // No element anywhere else on the page (a tag written into navigation text would make one).
  const stray = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('mg-') && !element.closest('[data-live-example]'))
      .map((element) => element.localName),
  );
  expect(stray, `${path}: elements outside the live examples`).toEqual([]);
  const found = await page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.origin === location.origin)
      .map((link) => link.pathname + link.hash),
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
  }));
  return { ...found, examples: count };
}

test('every docs page opens cleanly, its links land, and every live example is live', async ({ page }) => {
  test.setTimeout(420_000);
  // The reader's "Change server": the examples call the test server with the demo owner's key.
  await page.addInitScript((server) => localStorage.setItem('marginalia-docs:server', JSON.stringify(server)), {
    url: API_URL,
    apiKey: 'owner.apikey',
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`));

  const visits = new Map<string, Visit>();
  const queue = ['/'];
  const linked = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visits.has(path)) continue;
    const seen = await visit(page, path);
    visits.set(path, seen);
    for (const link of seen.links) {
      const [target] = link.split('#');
      if (target!.startsWith('/elements/') && /\.[a-z]+$/.test(target!)) continue; // the bundle's files
      if (!linked.has(link)) linked.set(link, path);
      if (!visits.has(target!) && !queue.includes(target!)) queue.push(target!);
    }
  }

  // Every page the sidebar names was reached, and so was an element page per element of the manifest.
  const manifest = (await (await fetch(`${DOCS_URL}/elements/custom-elements.json`)).json()) as {
    modules: { declarations: { tagName: string }[] }[];
  };
  const tags = manifest.modules.flatMap((module) => module.declarations.map((element) => element.tagName));
  for (const tag of tags) {
    expect(visits.get(`/elements/${tag}`)?.examples, `/elements/${tag} has its live example`).toBeGreaterThan(0);
  }
  for (const path of ['/getting-started', '/embedding', '/theming', '/events-and-tokens', '/server', '/http-api', '/python', '/reliability', '/architecture']) {
    expect(visits.has(path), path).toBe(true);
  }
  // Links to a heading land on it.
  for (const [link, from] of linked) {
    const [target, hash] = link.split('#');
    if (!hash) continue;
    expect(visits.get(target!)?.ids, `${from} links to ${link}`).toContain(decodeURIComponent(hash));
  }
  expect(problems).toEqual([]);
  test.info().annotations.push({
    type: 'docs',
    description: `${visits.size} pages, ${[...visits.values()].reduce((sum, seen) => sum + seen.examples, 0)} live examples, ${linked.size} links`,
  });
});
