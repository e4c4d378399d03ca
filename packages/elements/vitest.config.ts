import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { resolveFromSource } from '../../tooling/sourceResolution';
import { sharingModules } from '../../tooling/vitestIsolation';

export const project = {
  ...resolveFromSource,
  test: {
    name: 'elements',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Above the first-load wait (src/testing/firstLoad.ts): beside the visual suite and the packaging checks an
    // element's first mount took over 4 s.
    testTimeout: 30_000,
  },
};

// The files share their worker's modules and document; those replacing modules run apart
// (vitest.isolated.config.ts).
export default defineProject(sharingModules(project, fileURLToPath(new URL('.', import.meta.url))));
