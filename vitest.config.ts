import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package brings its own project config.

// The package configs import their shared set-up (tooling/vitestIsolation.ts) without a file extension, as
// TypeScript here wants; Vite's bundling config loader reads them, and its heads-up about a future native loader
// (which would not) would print once per project.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
export default defineConfig({
  test: {
    // A package's files that need fresh modules run in a project of their own (tooling/vitestIsolation.ts).
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.isolated.config.ts',
      'examples/*/vitest.config.ts',
      'examples/*/vitest.isolated.config.ts',
    ],
    coverage: {
      provider: 'v8',
      // Source files only: the folders' READMEs are not code (v8 coverage tried to parse them).
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/testing/**'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
