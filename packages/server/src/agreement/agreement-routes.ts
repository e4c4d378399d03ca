import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { getDatasetAgreement } from './agreement-service';

/** `GET /datasets/{id}/agreement` (docs/review-and-agreement.md). */
export function agreementRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/datasets/:dataset_id/agreement', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getDatasetAgreement(c.var.db, c.var.user, datasetId));
  });
  return routes;
}
