import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from './tooling/chromiumArgs';

// Each run starts the built reference server in a fresh temporary folder, so it gets a new embedded
// SQLite database with the demo data. Workers inherit the folder through the environment.
process.env.MARGINALIA_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'marginalia-e2e-'));
const port = Number(process.env.MARGINALIA_E2E_PORT ?? 6915);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: ['examples/*/e2e/**/*.spec.ts', 'packages/*/e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `node ${resolve('packages/server/dist/cli.js')}`,
    cwd: process.env.MARGINALIA_E2E_DIR,
    url: `${baseURL}/api/v1/settings`,
    env: { PORT: String(port), MARGINALIA_SEED_DEMO: 'true' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
