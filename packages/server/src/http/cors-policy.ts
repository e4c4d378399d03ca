import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

/**
 * The CORS answer for the configured origins. `*` (the default) answers a literal `Access-Control-Allow-Origin: *`
 * and never `Allow-Credentials`: any page may call the API with credentials it holds itself (a bearer token or
 * an API key in a header), and no browser sends cookies along. A list answers only its origins (echoed, with
 * `Vary: Origin` so caches keep one answer per origin); any other origin gets no CORS headers and the browser
 * refuses the response. Preflights allow every method the API has and whatever headers are asked for (the
 * elements send `Authorization`, `X-Argilla-Api-Key` and `Content-Type`). See the README for why.
 *
 * @example
 * app.use('*', corsPolicy(['https://portal.example.org']));
 */
export function corsPolicy(origins: readonly string[]): MiddlewareHandler {
  const anyOrigin = origins.includes('*');
  return cors({
    origin: anyOrigin ? '*' : (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: false,
    maxAge: 600,
  });
}
