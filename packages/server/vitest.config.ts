import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources (the `@marginalia/source` condition), also for the node (SSR) side.
export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  ssr: { resolve: { conditions: ['@marginalia/source'], externalConditions: ['@marginalia/source'] } },
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20000 },
});
