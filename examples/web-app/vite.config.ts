import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cssStrings } from '../../packages/react/build/cssStrings';
import { oneChunkPerModule } from './build/oneChunkPerModule';
import { pagePreloads } from './build/pagePreloads';
import { reactNamedExports } from './build/reactNamedExports';
import { PRELOADED_PAGES } from './src/routes/pageRoutes';

const monorepoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// react-router's package exports point at its development build (its dev warnings on) for every condition; the
// package ships the same code with them off in dist/production, which the production build takes.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

/** The app's entry: the page and the module it loads. */
const isEntryModule = (id: string) => /\.html$|[\\/]src[\\/]main\.tsx$/.test(id);

// Builds the workspace packages from source (the "@marginalia/source" export condition), so the app needs no
// prior package build; the locales live outside this folder, at the monorepo root.
export default defineConfig(({ command }) => ({
  // cssStrings: the components' styles ship without their comments and indentation.
  // reactNamedExports: one ES-module view of React for the whole app instead of one per chunk.
  plugins: [
    reactNamedExports(import.meta.url),
    react(),
    cssStrings(),
    oneChunkPerModule(),
    pagePreloads(PRELOADED_PAGES),
  ],
  // Shown in the avatar menu next to the copyright year.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    conditions: ['@marginalia/source', ...defaultClientConditions],
    // The production build takes react-router's production build (`reactRouterProduction`).
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    fs: { allow: [monorepoRoot] },
    proxy: { '/api': 'http://localhost:6900' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest (dist/.vite/manifest.json) lets `pnpm bench:ui` find the chunks the annotation route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically runs at startup on every route, so it ships as one chunk
          // beside the entry. Left to the automatic chunking, each such module that a lazy route also imports
          // became a chunk of its own (38 files before the first route, each with its own import glue and gzip
          // stream). The entry module stays out of the group so the manifest keeps it as the entry. A group may
          // never copy a module into two chunks (two instances of a context or store on one page):
          // `oneChunkPerModule` fails the build if one does.
          groups: [{ name: 'boot', tags: ['$initial'], test: (id: string) => !isEntryModule(id) }],
        },
      },
    },
  },
}));
