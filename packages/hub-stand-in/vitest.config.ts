import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@marginalia/source'] },
  test: { name: 'hub-stand-in', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60000 },
});
