import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { cssStrings } from '../react/build/cssStrings';
import { tagOfElementFile } from './src/manifest/tagOfElementFile';

// Everything ships self-contained (React included) as ES modules that share chunks:
// - `marginalia-elements.js`: one <script type="module"> tag defines every element;
// - `mg-<name>.js`, one per element: defines that element only and loads only what it needs;
// - `index.js`: the classes and define functions, for bundlers, defining nothing by itself;
// - `widget.js`: the anywidget front-end module (`@marginalia/elements/widget`), defining the elements when it renders.
// Parts that load on demand (markdown, ranking, bulk mode) are chunks that `import()` finds next to the
// module that asks for them, so a CDN or a notebook serving the folder serves them too. Rollup's tree shaking
// works per statement, so a part only re-exported by a barrel stays in its on-demand chunk.

/** One generated entry per element file: import the class, define it, export it. */
function elementEntries(): Record<string, string> {
  const folder = resolve('node_modules/.cache/marginalia-element-entries');
  mkdirSync(folder, { recursive: true });
  const entries: Record<string, string> = {};
  for (const file of readdirSync('src/elements').filter((name) => name.endsWith('Element.tsx'))) {
    const className = file.replace(/\.tsx$/, '');
    const tag = tagOfElementFile(file);
    const entry = join(folder, `${tag}.ts`);
    writeFileSync(
      entry,
      `import { ${className} } from '${resolve('src/elements', className)}';\n` +
        `import { defineElement } from '${resolve('src/base/defineElement')}';\n` +
        `defineElement(${className});\nexport { ${className} };\n`,
    );
    entries[tag] = entry;
  }
  return entries;
}

export default defineConfig({
  // The components' styles ship without their comments and indentation.
  plugins: [cssStrings()],
  // The workspace packages from source: the bundle does not wait for their own builds.
  resolve: { conditions: ['@marginalia/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        'marginalia-elements': 'src/auto-define.ts',
        widget: 'src/widget.ts',
        ...elementEntries(),
      },
      formats: ['es'],
    },
    rollupOptions: {
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
