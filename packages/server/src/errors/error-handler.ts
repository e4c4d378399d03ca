import type { Context, Env, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, GenericServerError } from './api-errors';

/** Hooks for logging unexpected failures; tests leave it silent. */
export interface ErrorLogger {
  error(message: string, error: unknown): void;
}

/**
 * The database's refusal of a value that passed validation, as a 422 message, or null for other
 * errors: PostgreSQL data exceptions (SQLSTATE class 22, e.g. a NUL character in text or a number
 * out of `real` range) and size limits (54000), SQLite's "string or blob too big".
 */
export function rejectedInputMessage(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (/^22[0-9A-Z]{3}$/.test(code) || code === '54000' || code === 'SQLITE_TOOBIG') {
    return `The database refused a value of the request: ${(error as Error).message}`;
  }
  return null;
}

/**
 * Turns anything thrown by a handler into one of the contract's four error bodies. Unexpected errors
 * become 500 GenericServerError and are logged, never crash the process.
 */
export function createErrorHandler(logger: ErrorLogger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) {
      return c.json(error.body(), error.status as ContentfulStatusCode, error.headers());
    }
    if (error instanceof HTTPException) {
      return c.json({ detail: error.message || 'Error' }, error.status as ContentfulStatusCode);
    }
    const rejected = rejectedInputMessage(error);
    if (rejected !== null) return c.json({ detail: rejected }, 422);
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
