import { defineConfig } from 'tsup';

/** Builds the benchmark runner (never part of the published package or the test suite). */
export default defineConfig({
  entry: { 'run-benchmarks': 'bench/run-benchmarks.ts' },
  // Outside dist/ (a package build empties it) and ignored by git and lint.
  outDir: 'node_modules/.cache/marginalia-bench',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  clean: true,
  splitting: false,
  dts: false,
  // Dependencies stay in node_modules (autocannon is CommonJS and cannot be bundled into ESM).
  skipNodeModulesBundle: true,
});
