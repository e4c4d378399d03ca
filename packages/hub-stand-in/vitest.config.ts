import { defineProject } from 'vitest/config';
import { resolveFromSource } from '../../tooling/sourceResolution';

export default defineProject({
  ...resolveFromSource,
  test: { name: 'hub-stand-in', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60000 },
});
