import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      // Source files only: the folders' READMEs are not code (v8 coverage tried to parse them).
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/testing/**'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
