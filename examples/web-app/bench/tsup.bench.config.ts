import { defineConfig } from 'tsup';
import { benchRunnerConfig } from '../../../tooling/tsup.preset';

/** Builds the browser benchmark runner (never part of the app build or the test suite); Playwright stays in node_modules. */
export default defineConfig(benchRunnerConfig({ 'run-ui-benchmarks': 'bench/run-ui-benchmarks.ts' }, 'marginalia-ui-bench'));
