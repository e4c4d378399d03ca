// What a page downloads before an entry runs: the entry and every chunk it imports statically, gzip-compressed.
// Chunks loaded with import() (markdown, ranking, bulk mode) are counted apart: they come only when used.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function importsOf(file, pattern) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(pattern)].map((match) => resolve(dirname(file), match[1]));
}

/** The files an entry loads before it runs, and the on-demand chunks reachable from them. */
export function closureOf(entry) {
  const eager = new Set();
  const lazy = new Set();
  const visit = (file) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const next of importsOf(file, STATIC_IMPORT)) visit(next);
    for (const next of importsOf(file, DYNAMIC_IMPORT)) lazy.add(next);
  };
  visit(resolve(entry));
  for (const file of eager) lazy.delete(file);
  return { eager: [...eager], lazy: [...lazy] };
}

/** Gzip bytes of an entry's eager closure, and of each on-demand chunk. */
export function sizeOf(entry) {
  const { eager, lazy } = closureOf(entry);
  return {
    eagerGzip: eager.reduce((sum, file) => sum + gzipBytes(file), 0),
    lazy: lazy.map((file) => ({ file: relative(dirname(resolve(entry)), file), gzip: gzipBytes(file) })),
  };
}
