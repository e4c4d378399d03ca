import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { settingsBody } from '../config/environment-settings';
import { serverStatus } from './server-status';
import { SERVER_VERSION } from './version';

/** Public info routes: `/settings` (contract §5), `/version` and `/status`. */
export function serverInfoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/settings', (c) => {
    const body = settingsBody(c.var.config.environment);
    // A hub other than the public one (a local stand-in) is announced so the web app previews from it too.
    const { hub } = c.var.config;
    if (hub.configured) body.hub = { hub_url: hub.hubUrl, datasets_server_url: hub.datasetsServerUrl };
    return c.json(body);
  });
  routes.get('/version', (c) => c.json({ version: SERVER_VERSION }));
  routes.get('/status', async (c) => c.json(await serverStatus(c.var.db, c.var.context.pgvector)));
  return routes;
}
