import { defineConfig } from 'tsup';

/** Builds the browser benchmark runner (never part of the app build or the test suite). */
export default defineConfig({
  entry: { 'run-ui-benchmarks': 'bench/run-ui-benchmarks.ts' },
  // Outside dist/ (the app build empties it) and ignored by git and lint.
  outDir: 'node_modules/.cache/marginalia-ui-bench',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  clean: true,
  splitting: false,
  dts: false,
  // Playwright stays in node_modules.
  skipNodeModulesBundle: true,
});
