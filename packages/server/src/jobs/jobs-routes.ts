import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { ForbiddenOperationError } from '../errors/api-errors';
import type { AppEnv } from '../http/app-env';
import { getJobOrThrow, serializeJob } from './jobs-service';

/** `GET /jobs/{job_id}` (contract §8): owners and admins, like the original's job policy; 404 for an unknown id. */
export function jobsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/jobs/:job_id', requireUser, async (c) => {
    if (c.var.user.role !== 'owner' && c.var.user.role !== 'admin') throw new ForbiddenOperationError();
    return c.json(serializeJob(await getJobOrThrow(c.var.db, c.req.param('job_id'))));
  });
  return routes;
}
