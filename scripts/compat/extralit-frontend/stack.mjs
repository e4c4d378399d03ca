// What the scripts that drive the Extralit web frontend against our server share (extralit-frontend-record.mjs,
// side-by-side.mjs): child processes started and stopped together, waiting for a server to answer, Debian's
// Chromium, and browser pages whose outside requests never leave the machine.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { importTypeScript } from '../../../packages/server/scripts/import-typescript.mjs';
import { root } from '../../lib/workspace.mjs';

export const serverDir = join(root, 'packages/server');
export const url = (port) => `http://127.0.0.1:${port}`;

/** Child processes of node, started with `start` and all stopped with `stopAll`; a child that fails early says why. */
export function processGroup() {
  const children = [];
  let stopping = false;
  return {
    start(name, args, options = {}) {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => {
        if (code && !stopping) process.stderr.write(`${name} exited (${code}):\n${output}\n`);
      });
      children.push(child);
      return child;
    },
    stopAll() {
      stopping = true;
      for (const child of children) child.kill('SIGTERM');
    },
  };
}

/** Resolves once `address` answers below 500; throws after two minutes. */
export async function waitFor(address, what) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(address)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${what} did not start (${address})`);
}

/** Debian's Chromium (or CHROMIUM_PATH) through the workspace's Playwright, with the tests' switches. */
export async function launchChromium() {
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const requireFromTest = createRequire(requireFromRoot.resolve('@playwright/test'));
  const { chromium } = requireFromTest('playwright-core');
  const { CHROMIUM_ARGS } = await importTypeScript(serverDir, 'chromium-args', {
    entryPoints: [join(root, 'tooling/chromiumArgs.ts')],
  });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * A page in a fresh context whose outside requests never leave the machine: every request off 127.0.0.1 is
 * refused, except the hub's datasets server, answered by the hub stand-in at `hubUrl` when one is given.
 */
export async function newPage(
  browser,
  { hubUrl, viewport = { width: 1400, height: 900 }, ...contextOptions } = {},
) {
  const context = await browser.newContext({ viewport, ...contextOptions });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  if (hubUrl) {
    await context.route('https://datasets-server.huggingface.co/**', async (route) => {
      const target = new URL(route.request().url());
      const answer = await route.fetch({ url: `${hubUrl}${target.pathname}${target.search}` });
      await route.fulfill({
        response: answer,
        headers: { ...answer.headers(), 'access-control-allow-origin': '*' },
      });
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`  page error: ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/fonts\.googleapis|net::ERR_FAILED/.test(message.text()))
      process.stderr.write(`  console: ${message.text().slice(0, 300)}\n`);
  });
  return { context, page };
}

/**
 * Starts our built server in `group` on `port`: a fresh SQLite database in `dir` with the demo data seeded, the
 * built web app at `/` when there is one, the hub (and its datasets server) at `hubUrl` and the model at
 * `modelUrl` when given.
 */
export function startServer(group, { port, dir, hubUrl, modelUrl }) {
  return group.start('server', [join(serverDir, 'dist/cli.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      MARGINALIA_SEED_DEMO: 'true',
      ...(hubUrl ? { MARGINALIA_HUB_URL: hubUrl, MARGINALIA_DATASETS_SERVER_URL: hubUrl } : {}),
      ...(modelUrl ? { MARGINALIA_LLM_BASE_URL: `${modelUrl}/v1`, MARGINALIA_LLM_MODEL: 'stand-in' } : {}),
    },
  });
}
