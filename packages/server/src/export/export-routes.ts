import { Hono } from 'hono';
import { datasetExportSchema } from '@marginalia/core';
import { requireUser } from '../auth/authenticate';
import { getWritableDataset } from '../datasets/datasets-service';
import { UnprocessableEntityError } from '../errors/api-errors';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { insertJob, serializeJob } from '../jobs/jobs-service';

/** A hub repository id: `owner/name`, letters, digits, `-`, `_` and `.`. */
const REPO_ID = /^[A-Za-z0-9][\w.-]{0,95}\/[A-Za-z0-9][\w.-]{0,95}$/;

/**
 * `POST /datasets/{id}/export` (spec 2 §7) → 202 Job: exports the dataset to a hub repository in the background.
 * The token goes to the job queue only; the job's row keeps the rest of the request.
 */
export function exportRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/datasets/:dataset_id/export', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, datasetExportSchema);
    await getWritableDataset(c.var.db, c.var.user, datasetId);
    if (!REPO_ID.test(body.name)) {
      throw new UnprocessableEntityError(
        `\`${body.name}\` is not a hub repository id: use \`owner/dataset-name\``,
      );
    }
    const { token, ...request } = body;
    const job = await insertJob(c.var.db, {
      type: 'export',
      datasetId,
      userId: c.var.user.id,
      payload: request,
    });
    await c.var.jobs.enqueue(job, token);
    return c.json(serializeJob(job), 202);
  });
  return routes;
}
