import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { settingsBody } from '../config/environment-settings';
import { serverStatus } from './server-status';
import { SERVER_VERSION } from './version';

/** Public info routes: `/settings` (contract §5), `/version` and `/status`. */
export function settingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/settings', (c) => c.json(settingsBody(c.var.config.environment)));
  routes.get('/version', (c) => c.json({ version: SERVER_VERSION }));
  routes.get('/status', async (c) => c.json(await serverStatus(c.var.db)));
  return routes;
}
