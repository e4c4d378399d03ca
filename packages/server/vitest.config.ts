import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  // Node tests resolve through the server conditions: the core's source too (its zod schemas, validators).
  ssr: { resolve: { conditions: ['@marginalia/source', 'node', 'development|production'] } },
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20000 },
});
