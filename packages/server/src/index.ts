/**
 * @marginalia/server — the reference server of the v1 HTTP API on SQLite or PostgreSQL.
 *
 * @example
 * import { startServer } from '@marginalia/server';
 * const { url, close } = await startServer({ config: { port: 0 } });
 */
export { createApp, API_PREFIX, type AppOptions } from './app';
export { loadConfig, type ServerConfig, type Environment } from './config/server-config';
export { createDatabase, dialectOf, isPostgresUrl, type DialectName } from './db/database';
export { migrateToLatest } from './db/migrate';
export type { Database } from './db/schema';
export { seedDemoData, DEMO_ANNOTATOR, DEMO_WORKSPACE, type SeedResult } from './seed/seed-demo-data';
export { ensureOwner } from './seed/ensure-owner';
export { startServer, type RunningServer, type StartServerOptions } from './server';
