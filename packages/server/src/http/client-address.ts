import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The client's address: the socket's remote address under Node, or the first `X-Forwarded-For`
 * entry when `MARGINALIA_TRUST_PROXY` says a reverse proxy sets it. In-process requests (tests) have
 * no socket and share the address `local`.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
