import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { SERVER_VERSION } from './version';

/** Public info routes: `/settings` (contract §5), `/version`, and the OAuth provider list (none configured). */
export function settingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Off Hugging Face Spaces the settings carry no flags: `{"argilla": {}}`.
  routes.get('/settings', (c) => c.json({ argilla: {} }));
  routes.get('/version', (c) => c.json({ version: SERVER_VERSION }));
  routes.get('/oauth2/providers', (c) => c.json({ items: [] }));
  return routes;
}
