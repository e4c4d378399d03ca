import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { resolveFromSource } from '../../tooling/sourceResolution';
import { sharingModules } from '../../tooling/vitestIsolation';

export const project = {
  ...resolveFromSource,
  test: { name: 'web-app', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
};

// The files share their worker's modules and document; those replacing modules run apart
// (vitest.isolated.config.ts).
export default defineProject(sharingModules(project, fileURLToPath(new URL('.', import.meta.url))));
