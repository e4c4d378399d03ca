import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { STAND_IN_NAMESPACE } from './catalog/faultDatasets';
import { datasetsServerRoutes } from './datasets-server/datasetsServerRoutes';
import { hubRoutes } from './hub/hubRoutes';
import { pageRoutes } from './hub/pageRoutes';
import { RepoStore } from './hub/RepoStore';
import { uploadRoutes } from './hub/uploadRoutes';
import { SplitFileStore } from './parquet/SplitFileStore';
import type { StandInContext } from './StandInContext';

/** Options of the stand-in. */
export interface HubStandInOptions {
  /** Where generated parquet files are cached (default `node_modules/.cache/hub-stand-in` of this package). */
  cacheDir?: string;
  /** Uploaded repositories (default: a new, empty store). */
  repos?: RepoStore;
  /** Called with each request before it is answered: tests count what a client reads from the hub. */
  onRequest?: (request: Request) => void;
}

/** The default cache folder: `node_modules/.cache/hub-stand-in` beside this package's package.json. */
export function defaultCacheDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'node_modules', '.cache', 'hub-stand-in');
}

/**
 * The stand-in as a Hono app: the hub's API and the datasets server's API on one origin (their paths do not
 * overlap), with CORS open like the public services.
 *
 * @example
 * const app = createHubStandInApp();
 * const res = await app.request('/info?dataset=stanfordnlp/imdb');
 */
export function createHubStandInApp(options: HubStandInOptions = {}): { app: Hono; repos: RepoStore } {
  const repos = options.repos ?? new RepoStore();
  const context: StandInContext = {
    files: new SplitFileStore(options.cacheDir ?? defaultCacheDir()),
    repos,
    organisation: STAND_IN_NAMESPACE,
  };
  const app = new Hono();
  const { onRequest } = options;
  if (onRequest) {
    app.use('*', async (c, next) => {
      onRequest(c.req.raw);
      await next();
    });
  }
  app.use(
    '*',
    cors({ origin: '*', exposeHeaders: ['Content-Range', 'Content-Length', 'ETag', 'X-Error-Code'] }),
  );
  app.route('/', hubRoutes(context));
  app.route('/', uploadRoutes(context));
  app.route('/', pageRoutes(context));
  app.route('/', datasetsServerRoutes(context));
  app.notFound((c) => c.json({ error: 'Not Found' }, 404));
  app.onError((error, c) => {
    console.error('hub stand-in:', error);
    return c.json({ error: 'Unexpected error.' }, 500);
  });
  return { app, repos };
}
