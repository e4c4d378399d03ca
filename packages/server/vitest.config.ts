import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  test: { name: 'server', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20000 },
});
