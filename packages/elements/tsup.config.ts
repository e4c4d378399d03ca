import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup.preset';

// Elements ship self-contained (React included): `dist/index.js` for bundlers, and
// `dist/marginalia-elements.js`, which a page loads with one <script type="module"> tag and which defines
// every element.
const browserBundle = {
  noExternal: [/.*/],
  platform: 'browser' as const,
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
};

export default defineConfig([
  libraryConfig({ entry: ['src/index.ts'], ...browserBundle }),
  libraryConfig({
    entry: { 'marginalia-elements': 'src/auto-define.ts' },
    ...browserBundle,
    dts: false,
    clean: false,
  }),
]);
