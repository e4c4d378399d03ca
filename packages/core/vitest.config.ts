import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { resolveFromSource } from '../../tooling/sourceResolution';
import { sharingModules } from '../../tooling/vitestIsolation';

export const project = {
  ...resolveFromSource,
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Like the other packages' projects: `npm test` runs the unit tests beside the visual suite and the packaging
    // checks on 2 cores, where a computation test of 0.36 s alone (Krippendorff's alpha on 1,300 distinct values)
    // took 6.1 s and passed vitest's default of 5 s.
    testTimeout: 30_000,
  },
};

// The files share their worker's modules; those replacing modules run apart (vitest.isolated.config.ts).
export default defineProject(sharingModules(project, fileURLToPath(new URL('.', import.meta.url))));
