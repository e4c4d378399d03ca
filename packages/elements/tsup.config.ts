import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup.preset';

// Elements ship as one self-contained bundle: a page loads it with a single script tag.
export default defineConfig(
  libraryConfig({ entry: ['src/index.ts'], noExternal: [/.*/], platform: 'browser', minify: true }),
);
