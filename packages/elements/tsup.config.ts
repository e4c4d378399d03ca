import { defineConfig } from 'tsup';

// Only the type declarations: the bundles are Vite's (see vite.config.ts). The workspace packages' types are
// inlined, so the published declarations need nothing but TypeScript's DOM types.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: { only: true, resolve: [/^@marginalia\//] },
  clean: false,
});
