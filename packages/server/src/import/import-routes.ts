import { Hono } from 'hono';
import { datasetImportSchema } from '@marginalia/core';
import { requireUser } from '../auth/authenticate';
import { getWritableDataset } from '../datasets/datasets-service';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { insertJob, serializeJob } from '../jobs/jobs-service';
import { planImport, type ImportJobPayload } from './import-plan';

/**
 * `POST /datasets/{id}/import` (contract §8) → 202 Job. The import is checked against the dataset and the hub
 * before it is queued, so a request that cannot work gets its reason at once (422, or 502 when the hub fails)
 * and leaves no job behind; the plan made then is stored with the job, which runs it without planning again.
 */
export function importRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/datasets/:dataset_id/import', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, datasetImportSchema);
    const dataset = await getWritableDataset(c.var.db, c.var.user, datasetId);
    const plan = await planImport(c.var.db, c.var.config, dataset, body);
    const job = await insertJob(c.var.db, {
      type: 'import',
      datasetId,
      userId: c.var.user.id,
      payload: { request: body, plan } satisfies ImportJobPayload,
      total: plan.total,
    });
    await c.var.jobs.enqueue(job);
    return c.json(serializeJob(job), 202);
  });
  return routes;
}
