import { defineConfig } from 'tsup';
import { benchRunnerConfig } from '../../../tooling/tsup.preset';

/** Builds the benchmarks (never part of the published package or the test suite). */
export default defineConfig(
  benchRunnerConfig(
    {
      'table-undo-benchmark': 'bench/table-undo-benchmark.ts',
      'agreement-benchmark': 'bench/agreement-benchmark.ts',
    },
    'marginalia-core-bench',
  ),
);
