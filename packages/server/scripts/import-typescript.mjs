// Scripts run on plain node, while the code they reuse (demo papers, the model stand-in) is TypeScript that the
// tests import too: bundle it with esbuild into a temporary module under node_modules (so its own dependencies
// resolve from there) and import that.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports the TypeScript that `input` names (esbuild's `entryPoints` or `stdin`), bundled, dependencies left
 * external. `packageDir` is the server package; `name` names the temporary folder.
 */
export async function importTypeScript(packageDir, name, input) {
  const tmp = mkdtempSync(join(packageDir, 'node_modules', `.${name}-`));
  try {
    const entry = join(tmp, 'entry.mjs');
    await build({
      ...input,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: entry,
      logLevel: 'warning',
    });
    return await import(pathToFileURL(entry).href);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
