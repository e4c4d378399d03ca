import { createMiddleware } from 'hono/factory';

/** Where access-log lines go. */
export interface AccessLogSink {
  info(message: string): void;
}

/**
 * One line per request: method, path (without the query string), status and duration. Headers,
 * query strings and bodies are never logged, so credentials and tokens cannot leak into logs.
 */
export function accessLog(sink: AccessLogSink) {
  return createMiddleware(async (c, next) => {
    const start = performance.now();
    await next();
    sink.info(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
  });
}
