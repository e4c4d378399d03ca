import type { Context, Env, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, GenericServerError } from './api-errors';

/** Hooks for logging unexpected failures; tests leave it silent. */
export interface ErrorLogger {
  error(message: string, error: unknown): void;
}

/**
 * Turns anything thrown by a handler into one of the contract's four error bodies. Unexpected errors
 * become 500 GenericServerError and are logged, never crash the process.
 */
export function createErrorHandler(logger: ErrorLogger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) {
      return c.json(error.body(), error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) {
      return c.json({ detail: error.message || 'Error' }, error.status as ContentfulStatusCode);
    }
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    const fallback = new GenericServerError(error.message || 'Internal Server Error');
    return c.json(fallback.body(), 500);
  };
}

/** Converts a Hono route path (`/api/v1/datasets/:dataset_id`) into a regular expression. */
function routePattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The not-found handler: 405 `Method Not Allowed` when another method is registered for the path
 * (Starlette's behaviour), otherwise 404 `Not Found`. Only concrete routes count, not middleware.
 */
export function createNotFoundHandler<E extends Env>(app: Hono<E>) {
  let patterns: RegExp[] | null = null;
  return (c: Context): Response => {
    patterns ??= app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => routePattern(r.path));
    const exists = patterns.some((p) => p.test(c.req.path));
    return exists ? c.json({ detail: 'Method Not Allowed' }, 405) : c.json({ detail: 'Not Found' }, 404);
  };
}
