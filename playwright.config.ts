import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from './tooling/chromiumArgs';
import {
  API_PORT,
  API_URL,
  DEMO_PORT,
  DEMO_URL,
  DOCS_URL,
  HUB_PORT,
  HUB_URL,
  MODEL_PORT,
  MODEL_URL,
  NOTEBOOK_URL,
} from './tooling/e2ePorts';

// Each run starts the built reference server in a fresh temporary folder, so it gets a new embedded
// SQLite database with the demo data. Workers inherit the folder through the environment.
process.env.MARGINALIA_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'marginalia-e2e-'));
export const baseURL = API_URL;
const RETRIES = process.env.CI ? 1 : 0;

const config = defineConfig({
  testDir: '.',
  testMatch: [
    'examples/*/e2e/**/*.spec.ts',
    'packages/*/e2e/**/*.spec.ts',
    'docs/site/e2e/**/*.spec.ts',
    'tooling/e2e/**/*.spec.ts',
  ],
  fullyParallel: false,
  workers: 1,
  retries: RETRIES,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    // Without the screencast: its frames cost Chromium ~17 % more CPU over the whole run (four flows alternated:
    // 61 s of CPU without it, 73.5 s with it; #27, CI time). A trace keeps the actions, DOM snapshots, console and
    // network; the snapshots show the page at each step. Where a failed test is retried (CI), only the retry is
    // traced: recording every first attempt cost ~16 % of the machine's CPU (five spec files, three rounds
    // alternated: median 79 s traced, 66 s untraced) for traces that a passing test throws away. A test that fails
    // twice keeps the retry's trace; a flaky one keeps its passing retry's. Without retries, every failed attempt
    // keeps its trace as before.
    trace: { mode: RETRIES > 0 ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      // The stand-in hub and datasets server: previews, imports and exports stay offline.
      command: `node ${resolve('packages/hub-stand-in/dist/cli.js')} --port ${HUB_PORT}`,
      url: `${HUB_URL}/is-valid?dataset=stanfordnlp/imdb`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The stand-in model: an OpenAI-compatible chat-completions server whose answers complete the rows sent,
      // unless a test queues other answers (POST /script).
      command: `node ${resolve('packages/server/scripts/model-stand-in.mjs')} --port ${MODEL_PORT}`,
      port: MODEL_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ${resolve('packages/server/dist/cli.js')}`,
      cwd: process.env.MARGINALIA_E2E_DIR,
      url: `${baseURL}/api/v1/settings`,
      // The elements demo's, the docs site's and the notebook's origins may call the API; the demo's other name
      // (localhost) may not. The hub is the local stand-in; the server names it in GET /settings, where the web
      // app finds it.
      env: {
        PORT: String(API_PORT),
        MARGINALIA_SEED_DEMO: 'true',
        MARGINALIA_CORS_ORIGINS: [DEMO_URL, DOCS_URL, NOTEBOOK_URL].join(','),
        MARGINALIA_HUB_URL: HUB_URL,
        MARGINALIA_DATASETS_SERVER_URL: HUB_URL,
        MARGINALIA_LLM_BASE_URL: `${MODEL_URL}/v1`,
        MARGINALIA_LLM_MODEL: 'stand-in',
        // A key the model-suggestion flow checks never reaches a page (the stand-in takes any).
        MARGINALIA_LLM_API_KEY: 'sk-e2e-model-key-3d8f',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: `node ${resolve('examples/elements-demo/serve.mjs')} --port ${DEMO_PORT} --api ${baseURL}/api`,
      url: `${DEMO_URL}/index.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

// `MARGINALIA_E2E_SHARED_SERVERS=0`: none of the servers above, for specs that start their own (npm test runs the soak
// drill so, beside the visual suite).
if (process.env.MARGINALIA_E2E_SHARED_SERVERS === '0') config.webServer = [];

export default config;
