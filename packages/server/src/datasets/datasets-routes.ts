import { datasetCreateSchema, datasetUpdateSchema, myDatasetsQuerySchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, parseQuery, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { scheduleRecordStatusRecompute } from './record-status';
import { serializeDataset } from './dataset-serializer';
import { getMyDatasetOverview } from './dataset-overview';
import {
  createDataset,
  deleteDataset,
  getDatasetProgress,
  getMyDatasetMetrics,
  getReadableDataset,
  getUsersProgress,
  listMyDatasets,
  publishDataset,
  updateDataset,
} from './datasets-service';

/** Dataset routes (contract §8). */
export function datasetsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/me/datasets', requireUser, async (c) => {
    const filter = parseQuery(c, myDatasetsQuerySchema);
    const datasets = await listMyDatasets(c.var.db, c.var.user, filter);
    return c.json({ items: datasets.map(serializeDataset) });
  });

  routes.post('/datasets', requireUser, async (c) => {
    const body = await parseJsonBody(c, datasetCreateSchema);
    return c.json(
      serializeDataset(await createDataset(c.var.db, c.var.user, body, c.var.context.history)),
      201,
    );
  });

  routes.get('/datasets/:dataset_id', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(serializeDataset(await getReadableDataset(c.var.db, c.var.user, datasetId)));
  });

  routes.patch('/datasets/:dataset_id', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, datasetUpdateSchema);
    const dataset = await updateDataset(c.var.db, c.var.user, datasetId, body, c.var.context.history);
    scheduleRecordStatusRecompute(c.var.tasks, c.var.db, datasetId);
    return c.json(serializeDataset(dataset));
  });

  routes.delete('/datasets/:dataset_id', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(
      serializeDataset(
        await deleteDataset(c.var.db, c.var.user, datasetId, c.var.context.pgvector, c.var.context.history),
      ),
    );
  });

  routes.put('/datasets/:dataset_id/publish', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(
      serializeDataset(await publishDataset(c.var.db, c.var.user, datasetId, c.var.context.history)),
    );
  });

  routes.get('/datasets/:dataset_id/progress', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getDatasetProgress(c.var.db, c.var.user, datasetId));
  });

  routes.get('/datasets/:dataset_id/users/progress', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getUsersProgress(c.var.db, c.var.user, datasetId));
  });

  routes.get('/me/datasets/:dataset_id/metrics', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getMyDatasetMetrics(c.var.db, c.var.user, datasetId));
  });

  // Marginalia's path beside the wire: a home card in one read instead of four.
  routes.get('/me/datasets/:dataset_id/overview', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getMyDatasetOverview(c.var.db, c.var.user, datasetId));
  });

  return routes;
}
