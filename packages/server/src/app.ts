import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { tokenRoutes } from './users/token-routes';
import type { ServerConfig } from './config/server-config';
import { datasetsRoutes } from './datasets/datasets-routes';
import type { Database } from './db/schema';
import { createErrorHandler, createNotFoundHandler, type ErrorLogger } from './errors/error-handler';
import { exportRoutes } from './export/export-routes';
import { runExportJob } from './export/export-job';
import { fieldsRoutes } from './fields/fields-routes';
import { BackgroundTasks } from './common/background-tasks';
import { accessLog } from './http/access-log';
import { corsPolicy } from './http/cors-policy';
import { createAppContext, type AppContext } from './http/app-context';
import type { AppEnv } from './http/app-env';
import { securityHeaders } from './http/security-headers';
import { serverTiming } from './http/server-timing';
import { TableStatistics } from './db/table-statistics';
import { createElementsHandler, createStaticWebAppHandler, ELEMENTS_PATH } from './http/static-web-app';
import { importRoutes } from './import/import-routes';
import { runImportJob } from './import/import-job';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { jobsRoutes } from './jobs/jobs-routes';
import { segmentsJobHandler } from './segments/segments-job';
import { metadataRoutes } from './metadata/metadata-routes';
import { questionsRoutes } from './questions/questions-routes';
import { recordsRoutes } from './records/records-routes';
import { responsesRoutes } from './responses/responses-routes';
import { searchRoutes } from './search/search-routes';
import { serverInfoRoutes } from './server-info/server-info-routes';
import { loadOAuthConfig, oauthRoutes, type OAuthConfig } from './oauth';
import { suggestionsRoutes } from './suggestions/suggestions-routes';
import { usersRoutes } from './users/users-routes';
import { vectorSettingsRoutes } from './vectors/vector-settings-routes';
import { workspacesRoutes } from './workspaces/workspaces-routes';
import { createObjectStore } from './storage/create-object-store';
import type { ObjectStore } from './storage/object-store';
import { filesRoutes } from './files/files-routes';
import { documentsRoutes } from './documents/documents-routes';
import { segmentsRoutes } from './segments/segments-routes';
import { extractionRoutes } from './extraction/extraction-routes';
import { reviewRoutes } from './review/review-routes';
import { historyRoutes } from './history-api/history-routes';
import { commentsRoutes } from './comments/comments-routes';
import { agreementRoutes } from './agreement/agreement-routes';
import { modelSuggestionsRoutes } from './model-suggestions/model-suggestions-routes';
import { modelSuggestionsJobHandler } from './model-suggestions/model-suggestions-job';

/** What the app needs: an open (migrated) database and the configuration. */
export interface AppOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Where unexpected errors (and, when enabled, access-log lines) are reported (default: console). */
  logger?: AppLogger;
  /** Runner of work that finishes after responses (default: a new one); await `tasks.idle()` before closing. */
  tasks?: BackgroundTasks;
  /** Clock of the sign-in rate limit (tests inject a fake one). */
  now?: () => number;
  /** Where files live (default: `createObjectStore(config.storage, db)`); the caller closes it. */
  storage?: ObjectStore;
  /** Third-party login providers (default: from the environment; none configured → an empty provider list). */
  oauth?: OAuthConfig;
  /** Where imports and exports run (default: `createAppJobQueue`, not started: it takes work as it is queued). */
  jobs?: JobQueue;
  /** The app's caches (default: a new context); `startServer` passes the one it seeded with. */
  context?: AppContext;
}

/**
 * The job queue of an app: in this process, or on BullMQ when `config.jobs.redisUrl` is set, running the import,
 * export and document segments jobs. `startServer` starts it (taking over what a stopped process left) and closes it on shutdown.
 */
export function createAppJobQueue(options: {
  db: Kysely<Database>;
  config: ServerConfig;
  tasks: BackgroundTasks;
  logger: ErrorLogger;
  /** Where the segments jobs read PDFs (default: `createObjectStore(config.storage, db)`). */
  storage?: ObjectStore;
  lockDurationMs?: number;
}): JobQueue {
  const { storage = createObjectStore(options.config.storage, options.db), ...rest } = options;
  return createJobQueue({
    ...rest,
    handlers: {
      import: runImportJob,
      export: runExportJob,
      segments: segmentsJobHandler(storage),
      'model-suggestions': modelSuggestionsJobHandler(storage),
    },
  });
}

/** The app's log sink: errors always, access lines when `config.accessLog` is on. */
export interface AppLogger extends ErrorLogger {
  info?(message: string): void;
}

/** Mount prefix of the v1 API. */
export const API_PREFIX = '/api/v1';

/**
 * Builds the Hono app: the v1 API under `/api/v1`, the built custom elements at `/elements/` when
 * `config.elementsDir` is set, and, when `config.staticDir` is set, the web app at `/` with a fallback to
 * `index.html` for client-side routes. Web-standard Request/Response, so
 * tests call `app.request()` without opening a port.
 *
 * @example
 * const app = createApp({ db, config });
 * const res = await app.request('/api/v1/settings');
 */
export function createApp({
  db,
  config,
  logger = console,
  tasks = new BackgroundTasks(logger),
  now,
  oauth,
  storage = createObjectStore(config.storage, db),
  jobs = createAppJobQueue({ db, config, tasks, logger, storage }),
  context = createAppContext(),
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const statistics = new TableStatistics(db, tasks);
  app.use('*', serverTiming);
  app.use('*', securityHeaders([config.hub.hubUrl, config.hub.datasetsServerUrl], [config.hub.hubUrl]));
  if (config.accessLog) app.use('*', accessLog({ info: (line) => (logger.info ?? console.log)(line) }));
  app.use('*', corsPolicy(config.corsOrigins));
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('tasks', tasks);
    c.set('jobs', jobs);
    c.set('storage', storage);
    c.set('context', context);
    c.set('statistics', statistics);
    await next();
  });

  const api = new Hono<AppEnv>();
  for (const routes of [
    tokenRoutes({ ...config.tokenRateLimit, ...(now ? { now } : {}) }),
    serverInfoRoutes(),
    usersRoutes(),
    workspacesRoutes(),
    datasetsRoutes(),
    fieldsRoutes(),
    questionsRoutes(),
    metadataRoutes(),
    vectorSettingsRoutes(),
    recordsRoutes(),
    responsesRoutes(),
    suggestionsRoutes(),
    searchRoutes(),
    importRoutes(),
    exportRoutes(),
    jobsRoutes(),
    filesRoutes(),
    documentsRoutes(),
    segmentsRoutes(),
    extractionRoutes(),
    reviewRoutes(),
    agreementRoutes(),
    historyRoutes(),
    commentsRoutes(),
    modelSuggestionsRoutes(),
    oauthRoutes(oauth ?? loadOAuthConfig()),
  ]) {
    api.route('/', routes);
  }
  app.route(API_PREFIX, api);

  if (config.elementsDir) {
    const serveElements = createElementsHandler(config.elementsDir);
    app.get(`${ELEMENTS_PATH}*`, async (c, next) => serveElements(c) ?? next());
  }
  if (config.staticDir) {
    const serveWebApp = createStaticWebAppHandler(config.staticDir);
    app.get('*', async (c, next) => {
      if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
      return serveWebApp(c) ?? next();
    });
  }

  app.notFound(createNotFoundHandler(app));
  app.onError(createErrorHandler(logger));
  return app;
}
