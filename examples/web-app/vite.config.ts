import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const monorepoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// react-router's package exports point at its development build (its dev warnings on) for every condition; the
// package ships the same code with them off in dist/production, which the production build takes.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

/**
 * `public/early-reads.js` (the annotation page's first reads, a plain script) ships under a content-hashed name in
 * `assets/`, which the server lets the browser cache for good: the page then runs it from the cache at once,
 * instead of waiting for the unhashed file's revalidation, which under load came after the app's own code had
 * sent the same reads. The dev server serves it from `public/` as is.
 */
function earlyReadsAsset(): Plugin {
  const source = readFileSync(new URL('./public/early-reads.js', import.meta.url), 'utf8');
  const fileName = `assets/early-reads-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'marginalia:early-reads-asset',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: (html) => html.replace('src="/early-reads.js"', `src="/${fileName}"`),
  };
}

/** The app's entry: the page and the module it loads. */
const isEntryModule = (id: string) => /\.html$|[\\/]src[\\/]main\.tsx$/.test(id);

// Builds the workspace packages from source (the "@marginalia/source" export condition), so the app needs no
// prior package build; the locales live outside this folder, at the monorepo root.
export default defineConfig(({ command }) => ({
  plugins: [react(), earlyReadsAsset()],
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
          // stream). The entry module stays out of the group so the manifest keeps it as the entry.
          groups: [{ name: 'boot', tags: ['$initial'], test: (id: string) => !isEntryModule(id) }],
        },
      },
    },
  },
}));
