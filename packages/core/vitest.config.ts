import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { sharingModules } from '../../tooling/vitestIsolation';

export const project = {
  resolve: { conditions: ['@marginalia/source'] },
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'] },
};

// The files share their worker's modules; those replacing modules run apart (vitest.isolated.config.ts).
export default defineProject(sharingModules(project, fileURLToPath(new URL('.', import.meta.url))));
