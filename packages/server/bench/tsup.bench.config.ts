import { defineConfig } from 'tsup';
import { benchRunnerConfig } from '../../../tooling/tsup.preset';

/**
 * Builds the benchmark runner (never part of the published package or the test suite). Dependencies stay in
 * node_modules: autocannon is CommonJS and cannot be bundled into ESM.
 */
export default defineConfig(
  benchRunnerConfig({ 'run-benchmarks': 'bench/run-benchmarks.ts' }, 'marginalia-bench'),
);
