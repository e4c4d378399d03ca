import { defineConfig } from 'tsup';
import { benchRunnerConfig } from '../../../tooling/tsup.preset';

/**
 * Builds the benchmark runner (never part of the published package or the test suite). Dependencies stay in
 * node_modules: autocannon is CommonJS and cannot be bundled into ESM.
 */
export default defineConfig({
  ...benchRunnerConfig(
    {
      'run-benchmarks': 'bench/run-benchmarks.ts',
      'hub-jobs-benchmark': 'bench/hub-jobs-benchmark.ts',
      'documents-benchmark': 'bench/documents-benchmark.ts',
      'review-benchmark': 'bench/review-benchmark.ts',
      'sdk-log-benchmark': 'bench/sdk-log-benchmark.ts',
      'sdk-echo-server': 'bench/sdk-echo-server.ts',
      'model-suggestions-benchmark': 'bench/model-suggestions-benchmark.ts',
    },
    'marginalia-bench',
  ),
  // Workspace packages are bundled from source; other dependencies stay in node_modules.
  noExternal: [/^@marginalia\//],
  esbuildOptions(options) {
    options.conditions = ['@marginalia/source'];
  },
});
