import { createMiddleware } from 'hono/factory';

/** Adds `Server-Timing: total;dur=<ms>` to every response, errors and 404s included. */
export const serverTiming = createMiddleware(async (c, next) => {
  const start = performance.now();
  await next();
  c.res.headers.set('Server-Timing', `total;dur=${(performance.now() - start).toFixed(3)}`);
});
