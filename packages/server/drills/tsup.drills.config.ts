import { defineConfig } from 'tsup';
import { benchRunnerConfig } from '../../../tooling/tsup.preset';

/** Builds the drills' long forms (never part of the published package); dependencies stay in node_modules. */
export default defineConfig({
  ...benchRunnerConfig(
    { 'annotators-drill': 'drills/annotators-drill.ts', 'processes-drill': 'drills/processes-drill.ts' },
    'marginalia-drills',
  ),
  noExternal: [/^@marginalia\//],
  esbuildOptions(options) {
    options.conditions = ['@marginalia/source'];
  },
});
