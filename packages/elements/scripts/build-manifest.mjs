// Writes dist/custom-elements.json from the elements' contracts; with `--docs`, also the reference in
// docs/embedding.md. The contracts are TypeScript (and import React components), so Vite loads them.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const docsPage = fileURLToPath(new URL('../../../docs/embedding.md', import.meta.url));

const server = await createServer({
  root: packageRoot,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { conditions: ['@marginalia/source'] },
  ssr: { resolve: { conditions: ['@marginalia/source'] } },
});
try {
  const { elementsManifest, withReference } = await server.ssrLoadModule('/src/manifest/elementsManifest.ts');
  const manifest = elementsManifest();
  writeFileSync(`${packageRoot}/dist/custom-elements.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`custom-elements.json: ${manifest.modules.length} elements\n`);
  if (process.argv.includes('--docs')) {
    writeFileSync(docsPage, withReference(readFileSync(docsPage, 'utf8'), manifest));
    process.stdout.write('docs/embedding.md: reference updated\n');
  }
} finally {
  await server.close();
}
