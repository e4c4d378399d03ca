import type { Plugin } from 'vite';

/** Where the build writes the routes' chunk lists, beside index.html; the server reads it (static-web-app.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** What the build needs of an output chunk. */
export interface BundleChunk {
  fileName: string;
  /** The module the chunk was made for (a page's module for its dynamic import), or null. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** The chunks it imports statically. */
  imports: readonly string[];
}

/** A page's route and the scripts its first render needs beyond those index.html loads, as URLs. */
export interface PagePreload {
  path: string;
  modules: string[];
}

/** The route syntax the server matches: literal segments and `:name` segments, nothing optional. */
const SERVER_MATCHABLE_PATH = /^\/((?:[\w.~-]+|:[A-Za-z_]\w*)(\/(?:[\w.~-]+|:[A-Za-z_]\w*))*)?$/;

function closure(start: string, byFile: ReadonlyMap<string, BundleChunk>): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * Each page's chunk and the chunks it imports, less those the entry already loads (index.html names them), as
 * URLs under `base`. Throws when a page has no chunk of its own or a route uses syntax the server cannot match.
 */
export function pagePreloadsOf(
  chunks: readonly BundleChunk[],
  pages: readonly { path: string; module: string }[],
  { moduleDir = 'src/routes', base = '/' }: { moduleDir?: string; base?: string } = {},
): PagePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(chunk.fileName, byFile)),
  );
  return pages.map(({ path, module }) => {
    if (!SERVER_MATCHABLE_PATH.test(path))
      throw new Error(`${path}: only literal and :name segments can be preloaded`);
    const page = chunks.find((chunk) =>
      chunk.facadeModuleId?.replace(/\\/g, '/').match(new RegExp(`/${moduleDir}/${module}\\.tsx?$`)),
    );
    if (!page)
      throw new Error(`${module}: no chunk of its own in the build (is it imported statically somewhere?)`);
    const modules = closure(page.fileName, byFile).filter((file) => !loadedByEntry.has(file));
    return { path, modules: modules.map((file) => `${base}${file}`) };
  });
}

/**
 * Writes `page-preloads.json`: for each preloaded page's route, the scripts its first render loads. The server
 * names them in `<link rel="modulepreload">` tags of the index.html it serves on that route (issue #27, P2): the
 * browser then fetches them while it parses the page, beside the app's own scripts, instead of the app adding a
 * tag per chunk from script once it runs (56 for the annotation page, ~18 ms of main thread in a trace).
 */
export function pagePreloads(pages: readonly { path: string; module: string }[]): Plugin {
  let base = '/';
  return {
    name: 'marginalia:page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      try {
        const preloads = pagePreloadsOf(chunks, pages, { base });
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: `${JSON.stringify({ pages: preloads }, null, 2)}\n`,
        });
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}
