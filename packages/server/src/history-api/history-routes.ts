import { datasetHistoryQuerySchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseQuery, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { datasetHistoryCsv, getDatasetHistory, getRecordHistory } from './history-service';

/** History routes (issue #29): Marginalia's own read-only paths beside the Argilla wire; nothing writes history. */
export function historyRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/records/:record_id/history', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    return c.json(await getRecordHistory(c.var.db, c.var.user, recordId));
  });

  routes.get('/datasets/:dataset_id/history', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const query = parseQuery(c, datasetHistoryQuerySchema);
    const wantsCsv =
      query.format === 'csv' ||
      (query.format === undefined && /\btext\/csv\b/i.test(c.req.header('accept') ?? ''));
    if (!wantsCsv) return c.json(await getDatasetHistory(c.var.db, c.var.user, datasetId, query));
    const csv = await datasetHistoryCsv(c.var.db, c.var.user, datasetId, query);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="dataset-${datasetId}-history.csv"`,
    });
  });

  return routes;
}
