import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts'] },
});
