import { Hono } from 'hono';
import { z } from 'zod';
import { parseBodyValue } from '../errors/request-input';
import { UnauthorizedError } from '../errors/api-errors';
import type { AppEnv } from '../http/app-env';
import { findUserByUsername } from '../users/users-service';
import { createAccessToken } from './access-token';
import { verifyPassword } from './password';

const tokenFormSchema = z.object({ username: z.string(), password: z.string() });

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

/** `POST /token` (contract §2): form-encoded credentials → 201 bearer token. */
export function tokenRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/token', async (c) => {
    const form = parseBodyValue(tokenFormSchema, await readForm(c.req.raw));
    const user = await findUserByUsername(c.var.db, form.username);
    if (!user || !(await verifyPassword(form.password, user.password_hash))) throw new UnauthorizedError();
    const accessToken = await createAccessToken(
      { identity: user.id, name: user.first_name, username: user.username, role: user.role },
      { secretKey: c.var.config.auth.secretKey, expirationSeconds: c.var.config.auth.tokenExpirationSeconds },
    );
    return c.json({ access_token: accessToken, token_type: 'bearer' }, 201);
  });
  return routes;
}
