import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from './tooling/chromiumArgs';
import { API_PORT, API_URL, HUB_PORT, HUB_URL } from './tooling/e2ePorts';

// The visual regression suite (examples/web-app/visual, docs/testing.md): screenshots of the key screens in every
// theme and width against committed baselines, plus layout and axe checks. Its own reference server on
// MARGINALIA_E2E_PORT (and the hub stand-in two ports above), in a fresh temporary folder, with a clock that
// stands still and seeded ids (visual/testing/deterministicServer.mjs), so the screens are the same on every run.
// The screens only read, so the matrix runs in parallel workers.
process.env.MARGINALIA_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'marginalia-visual-'));

export default defineConfig({
  testDir: 'examples/web-app/visual',
  testMatch: '**/*.visual.ts',
  fullyParallel: true,
  workers: Number(process.env.MARGINALIA_VISUAL_WORKERS ?? 2),
  retries: 0,
  timeout: 180_000,
  globalSetup: './examples/web-app/visual/testing/globalSetup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-reports/visual/playwright.json' }],
    ['./examples/web-app/visual/testing/summaryReporter.ts'],
  ],
  outputDir: 'test-results/visual',
  use: {
    baseURL: API_URL,
    trace: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
    },
  },
  webServer: [
    {
      command: `node ${resolve('packages/hub-stand-in/dist/cli.js')} --port ${HUB_PORT}`,
      url: `${HUB_URL}/is-valid?dataset=stanfordnlp/imdb`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import ${resolve('examples/web-app/visual/testing/deterministicServer.mjs')} ${resolve('packages/server/dist/cli.js')}`,
      cwd: process.env.MARGINALIA_E2E_DIR,
      url: `${API_URL}/api/v1/settings`,
      env: {
        PORT: String(API_PORT),
        MARGINALIA_SEED_DEMO: 'true',
        MARGINALIA_HUB_URL: HUB_URL,
        MARGINALIA_DATASETS_SERVER_URL: HUB_URL,
        // A fixed secret: the same tokens and signed links on every run.
        MARGINALIA_AUTH_SECRET_KEY: 'visual-suite-secret-key-not-for-production-0000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
