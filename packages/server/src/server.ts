import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { createApp, createAppJobQueue } from './app';
import { BackgroundTasks } from './common/background-tasks';
import { loadConfig, type ServerConfig } from './config/server-config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAppContext } from './http/app-context';
import { withStartupLock } from './db/startup-lock';
import type { Database } from './db/schema';
import type { AppEnv } from './http/app-env';
import { ensureOwner } from './seed/ensure-owner';
import { seedDemoData, type SeedResult } from './seed/seed-demo-data';
import { createObjectStore } from './storage/create-object-store';
import { startHistoryPrune } from './history/history-prune';

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  app: Hono<AppEnv>;
  db: Kysely<Database>;
  config: ServerConfig;
  seed: SeedResult;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/**
 * How long an idle kept-alive connection stays open. Clients keep idle connections for 5 s (httpx, which the Argilla
 * SDK uses; Node's global agent), as long as Node's default here: a request sent on a connection just as the server
 * closed it failed with ECONNRESET (a browser flow's API read did, in a clean-clone run). Longer than the clients',
 * so they close first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Gives a listening server the idle-connection timeout above (the reference server's, and the benchmarks' servers). */
export function keepIdleConnections<S extends ReturnType<typeof serve>>(server: S): S {
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/** Options of `startServer`; anything omitted comes from `loadConfig()`. */
export interface StartServerOptions {
  config?: Partial<ServerConfig>;
  /** Host to bind (default all interfaces). */
  hostname?: string;
  /** Job queue tuning (tests shorten how long a dead process's job stays locked). */
  jobs?: { lockDurationMs?: number };
}

/**
 * Opens the database, applies migrations, creates the owner, seeds the demo data on an empty
 * database (unless disabled) and starts listening. Port 0 picks a free port (tests, e2e harness).
 *
 * @example
 * const { url, close } = await startServer({ config: { port: 0, databaseUrl: '/tmp/e2e.db' } });
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const db = createDatabase(config.databaseUrl, { sqliteSynchronous: config.sqliteSynchronous });
  try {
    const storage = createObjectStore(config.storage, db);
    const context = createAppContext({ enabled: config.history.enabled });
    // Processes started together on one PostgreSQL database take turns: one migrates and seeds, the rest find it done.
    const seed = await withStartupLock(db, async () => {
      await migrateToLatest(db);
      await ensureOwner(db, config.owner);
      return config.seedDemo
        ? seedDemoData(db, config.owner, context, storage)
        : { seeded: false, datasets: [] };
    });
    const tasks = new BackgroundTasks(console);
    const jobs = createAppJobQueue({ db, config, tasks, logger: console, storage, ...options.jobs });
    await jobs.start();
    const app = createApp({ db, config, tasks, storage, jobs, context });
    const stopHistoryPrune = startHistoryPrune(db, config.history.retentionDays, console);
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const instance = serve(
        { fetch: app.fetch, port: config.port, ...(options.hostname ? { hostname: options.hostname } : {}) },
        () => resolve(instance),
      );
      keepIdleConnections(instance);
      // A taken port must fail startup with a message, not crash on an unhandled 'error' event.
      instance.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`Port ${config.port} is already in use (set PORT to another port)`)
            : error,
        ),
      );
    });
    const port = (server.address() as AddressInfo).port;
    let closed = false;
    return {
      url: `http://localhost:${port}`,
      port,
      app,
      db,
      config,
      seed,
      close: async () => {
        if (closed) return;
        closed = true;
        stopHistoryPrune();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs.close();
        await tasks.idle();
        await storage.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
