import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { resolveFromSource } from '../../tooling/sourceResolution';
import { sharingModules } from '../../tooling/vitestIsolation';

export const project = {
  ...resolveFromSource,
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A user-event test that takes 0.4 s alone ran past the 5 s default while the browser suites shared the 2 cores
    // (a clean-clone run), and in a later quiet clean-clone run the React files took 7 to 15 times their time alone
    // beside the visual suite and the packaging checks; a hung test still fails, later.
    testTimeout: 60_000,
    // The setup's `beforeAll` loads the on-demand parts (src/testing/setup.ts): the first file of a worker transforms
    // them all, and beside the browser suites on a slow 2-core machine (load 12) that ran past the 10 s default in a
    // clean-clone run (2026-12-06), failing a file that had not started.
    hookTimeout: 60_000,
  },
};

// The files share their worker's modules and document; those replacing modules run apart
// (vitest.isolated.config.ts, tooling/vitestIsolation.ts).
export default defineProject(sharingModules(project, fileURLToPath(new URL('.', import.meta.url))));
