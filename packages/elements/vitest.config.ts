import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { sharingModules } from '../../tooling/vitestIsolation';

export const project = {
  resolve: { conditions: ['@marginalia/source'] },
  test: {
    name: 'elements',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Beside the visual suite and the packaging checks the machine runs at a load of ~9 on 2 cores: an element's
    // first mount (its chunks transformed on first import) took over 4 s there.
    testTimeout: 30_000,
  },
};

// The files share their worker's modules and document; those replacing modules run apart
// (vitest.isolated.config.ts).
export default defineProject(sharingModules(project, fileURLToPath(new URL('.', import.meta.url))));
