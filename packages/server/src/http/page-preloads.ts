import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `page-preloads.json` beside a built web app's index.html (the web app's build writes it): for routes of the app,
 * the scripts their first render loads, as URLs. `path` uses literal segments and `:name` segments.
 */
interface PagePreloadsFile {
  pages: { path: string; modules: string[] }[];
}

interface PreloadedRoute {
  /** The route's segments, `null` for a `:name` segment. */
  segments: (string | null)[];
  /** The `<link rel="modulepreload">` tags for its scripts. */
  links: string;
}

const SAFE_URL = /^\/[\w./~-]*$/;

function routesOf(file: PagePreloadsFile): PreloadedRoute[] {
  if (!Array.isArray(file?.pages)) return [];
  return file.pages.flatMap(({ path, modules }) => {
    if (typeof path !== 'string' || !Array.isArray(modules)) return [];
    // Only plain same-origin paths go into the page: the file is the build's, but a tag is no place for markup.
    const urls = modules.filter((url): url is string => typeof url === 'string' && SAFE_URL.test(url));
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? null : segment.toLowerCase()));
    return [
      { segments, links: urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('') },
    ];
  });
}

/** Whether `pathname` is on the route, as the app's router matches it: any case, an optional trailing slash. */
function onRoute(route: PreloadedRoute, pathname: string): boolean {
  const parts = pathname
    .split('/')
    .filter((part, index, all) => index > 0 && !(part === '' && index === all.length - 1));
  if (parts.length !== route.segments.length) return false;
  return route.segments.every((segment, index) => {
    const part = parts[index]!;
    return segment === null ? part.length > 0 : part.toLowerCase() === segment;
  });
}

/**
 * The index.html to serve at a path: with the modulepreload tags of the first route in `page-preloads.json` that
 * the path is on (issue #27, P2: the browser fetches the page's scripts while it parses the HTML, and the app's
 * loader finds them already requested), or null when the file is absent or no route matches (serve index.html
 * as it is). Both files are read again when they change on disk (a rebuild while the server runs).
 */
export function createPagePreloads(root: string) {
  const indexFile = join(root, 'index.html');
  const preloadsFile = join(root, 'page-preloads.json');
  let cached: { stamp: string; index: string; routes: PreloadedRoute[] } | null = null;
  const load = () => {
    // One stat per file and page load (no existence check before it): the stamp says whether to read them again.
    const indexStat = statSync(indexFile, { throwIfNoEntry: false });
    const preloadsStat = statSync(preloadsFile, { throwIfNoEntry: false });
    if (!indexStat || !preloadsStat) return null;
    const stamp = `${indexStat.mtimeMs}:${preloadsStat.mtimeMs}`;
    if (cached?.stamp !== stamp) {
      let routes: PreloadedRoute[] = [];
      try {
        routes = routesOf(JSON.parse(readFileSync(preloadsFile, 'utf8')) as PagePreloadsFile);
      } catch {
        // An unreadable file preloads nothing: the app loads its chunks itself.
      }
      cached = { stamp, index: readFileSync(indexFile, 'utf8'), routes };
    }
    return cached;
  };
  return (pathname: string): string | null => {
    const loaded = load();
    const route = loaded?.routes.find((candidate) => onRoute(candidate, pathname));
    if (!loaded || !route || !route.links || !loaded.index.includes('</head>')) return null;
    return loaded.index.replace('</head>', `${route.links}\n  </head>`);
  };
}
