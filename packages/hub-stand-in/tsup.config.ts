import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup.preset';

// Private and only run (dist/cli.js) or read from source (the "@marginalia/source" condition, and `types` points
// at the source): no declarations to build (their pass took ~30 s of the build step; #27, CI time).
export default defineConfig(
  libraryConfig({ entry: ['src/index.ts', 'src/cli.ts'], platform: 'node', dts: false }),
);
