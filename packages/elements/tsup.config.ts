import { defineConfig } from 'tsup';
import { declarationsWithoutCheck } from '../../tooling/tsup.preset';

export default defineConfig([
  // Only the type declarations: the bundles are Vite's (see vite.config.ts). The workspace packages' types are
  // inlined, so the published declarations need nothing but TypeScript's DOM types.
  {
    entry: { index: 'src/index.ts', widget: 'src/widget.ts' },
    format: ['esm'],
    dts: { ...declarationsWithoutCheck, only: true, resolve: [/^@marginalia\//] },
    clean: false,
  },
  // The classic-script loader of the one-script-tag bundle (src/classicScript.ts): a few hundred bytes that
  // import the ES module bundle next to them.
  {
    entry: { 'marginalia-elements.iife': 'src/classicScript.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    target: 'es2020',
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
  },
]);
