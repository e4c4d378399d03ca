import { Hono, type Context } from 'hono';
import { tokenRequestSchema } from '@marginalia/core';
import { parseBodyValue } from '../errors/request-input';
import { UnauthorizedError } from '../errors/api-errors';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { findUserByUsername } from './user-rows';
import { createAccessToken } from '../auth/access-token';
import { verifyPassword } from '../auth/password';
import { SlidingWindowLimiter } from '../auth/rate-limiter';

/** The contract's text for HTTP 429 (spec 1 §8). */
export const TOO_MANY_REQUESTS_DETAIL = 'Please wait a few seconds before trying again';

/** How many more failures one client address may make across all usernames, per window. */
const PER_ADDRESS_FACTOR = 10;

/** Decodes a form body (urlencoded or multipart); anything else counts as an empty form. */
async function readForm(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) return {};
  try {
    const form = await request.formData();
    const values: Record<string, unknown> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') values[key] = value;
    });
    return values;
  } catch {
    return {};
  }
}

/** Options of the token routes. */
export interface TokenRoutesOptions {
  /** Failed sign-ins allowed per client address and username within the window (0 = unlimited). */
  attempts: number;
  windowSeconds: number;
  /** Clock (tests inject a fake one). */
  now?: () => number;
}

/**
 * `POST /token` (contract §2): form-encoded credentials → 201 bearer token. Guessing is rate-limited:
 * after `attempts` failed sign-ins for one username from one client address within the window
 * (or ten times as many from one address across usernames), every attempt answers 429
 * `{"detail": "Please wait a few seconds before trying again"}` with `Retry-After` until the oldest
 * failure leaves the window. A successful sign-in clears that username's failures.
 */
export function tokenRoutes(options: TokenRoutesOptions): Hono<AppEnv> {
  const windowMs = options.windowSeconds * 1000;
  // Counted in the database, so the limits hold across every server process sharing it.
  const perUser = new SlidingWindowLimiter('user', options.attempts, windowMs, options.now);
  const perAddress = new SlidingWindowLimiter(
    'address',
    options.attempts * PER_ADDRESS_FACTOR,
    windowMs,
    options.now,
  );
  const routes = new Hono<AppEnv>();

  const tooManyRequests = (c: Context<AppEnv>, retryAfterSeconds: number) => {
    c.header('Retry-After', String(retryAfterSeconds));
    return c.json({ detail: TOO_MANY_REQUESTS_DETAIL }, 429);
  };

  routes.post('/token', async (c) => {
    const form = parseBodyValue(tokenRequestSchema, await readForm(c.req.raw));
    const address = clientAddress(c);
    const userKey = `${address}\u0000${form.username}`;
    const db = c.var.db;
    for (const decision of [await perAddress.check(db, address), await perUser.check(db, userKey)]) {
      if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
    }
    const user = await findUserByUsername(db, form.username);
    if (!user || !(await verifyPassword(form.password, user.password_hash))) {
      await perUser.record(db, userKey);
      await perAddress.record(db, address);
      throw new UnauthorizedError();
    }
    await perUser.reset(db, userKey);
    const accessToken = await createAccessToken(
      { identity: user.id, name: user.first_name, username: user.username, role: user.role },
      { secretKey: c.var.config.auth.secretKey, expirationSeconds: c.var.config.auth.tokenExpirationSeconds },
    );
    return c.json({ access_token: accessToken, token_type: 'bearer' }, 201);
  });
  return routes;
}
